import type { Dashboard } from '@shared/contracts/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

type Window = Dashboard['showUp'][number];

/** '83%' and '(10 z 12)': who came of the demos held; '–' when there were none. */
export function showUpWords({ shown, noShow }: Window): { rate: string; counts: string } {
  const held = shown + noShow;
  if (held === 0) return { rate: '–', counts: 'Brak prezentacji w tym okresie' };
  return { rate: `${Math.round((shown / held) * 100)}%`, counts: `(${shown} z ${held})` };
}

/**
 * 'Frekwencja na prezentacjach': of the demos held in the last 30 and 90 days (begun, over or marked, not
 * cancelled), how many the visitor came to — the rest marked 'Nie pojawił się'.
 */
export function ShowUpCard({ showUp }: { showUp: Dashboard['showUp'] | undefined }) {
  return (
    <Card data-testid="show-up">
      <CardHeader>
        <CardTitle className="text-base">Frekwencja na prezentacjach</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          {(showUp ?? [{ days: 30 }, { days: 90 }]).map((window) => {
            const words = 'shown' in window ? showUpWords(window) : null;
            return (
              <div key={window.days} className="flex items-baseline justify-between gap-3 py-2.5">
                <dt className="text-sm text-slate-700">{window.days} dni</dt>
                <dd className="text-right" data-testid={`show-up-${window.days}`}>
                  <span className="font-semibold text-slate-900 tabular-nums">{words?.rate ?? '–'}</span>
                  {words && <span className="ml-2 text-sm text-slate-600 tabular-nums">{words.counts}</span>}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
