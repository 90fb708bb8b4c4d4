import { Link } from 'wouter';
import { PUBLIC_FORM_LABELS } from '@shared/privacy';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useFormRefusals, useRetentionPreview } from './api';
import { describeCounts } from './kind-labels';

/** Dashboard: what tonight's retention run will anonymise, and how many bot submissions were refused. */
export function PrivacyOverviewCard({ href }: { href: string }) {
  const retention = useRetentionPreview();
  const refusals = useFormRefusals();
  const due = retention.data ? describeCounts(retention.data.counts) : [];
  return (
    <Card data-testid="privacy-overview">
      <CardHeader>
        <CardTitle className="text-base">
          <Link href={href} className="hover:underline">
            Ochrona danych
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700">
        <section aria-label="Najbliższa anonimizacja">
          <p className="font-medium text-slate-900">Najbliższe uruchomienie zanonimizuje</p>
          {retention.data &&
            (due.length === 0 ? (
              <p data-testid="retention-next-run">Nic – żadne dane nie przekroczyły okresu przechowywania.</p>
            ) : (
              <ul data-testid="retention-next-run" className="list-disc pl-5">
                {due.map((item) => (
                  <li key={item.kind}>
                    {item.label}: {item.count}
                  </li>
                ))}
              </ul>
            ))}
        </section>
        <section aria-label="Odrzucone zgłoszenia">
          <p className="font-medium text-slate-900">
            Odrzucone zgłoszenia (ostatnie {refusals.data?.days ?? 7} dni): {refusals.data?.total ?? '–'}
          </p>
          {refusals.data && refusals.data.total > 0 && (
            <ul data-testid="form-refusals" className="list-disc pl-5">
              {refusals.data.forms
                .filter((form) => form.total > 0)
                .map((form) => (
                  <li key={form.form}>
                    {PUBLIC_FORM_LABELS[form.form]}: {form.total}
                  </li>
                ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
