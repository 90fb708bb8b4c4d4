import { Link } from 'wouter';
import { MailCheck, MailWarning } from 'lucide-react';
import type { Dashboard } from '@shared/contracts/dashboard';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** The e-mails that failed for good: a number the operator should see at once, linking to that list. */
export function FailedEmailsCard({
  emails,
  href,
}: {
  emails: Dashboard['emails'] | undefined;
  href: string;
}) {
  const failed = emails?.failed;
  const alarm = Boolean(failed);
  const Icon = alarm ? MailWarning : MailCheck;
  return (
    <Link
      href={href}
      className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="failed-emails"
    >
      <Card
        className={cn(
          'flex items-center gap-4 p-4 transition-colors',
          alarm ? 'border-red-200 bg-red-50 group-hover:bg-red-100' : 'group-hover:border-brand-300',
        )}
      >
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-full',
            alarm ? 'bg-red-100 text-red-800' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium text-slate-700">Nieudane wysyłki e-mail</span>
          <span className={cn('block text-xs', alarm ? 'text-red-900' : 'text-slate-600')}>
            {failed === undefined
              ? ' '
              : alarm
                ? 'Sprawdź błąd i wyślij ponownie'
                : 'Wszystkie wiadomości dotarły lub czekają w kolejce'}
          </span>
        </span>
        <span
          className={cn('text-3xl font-bold tabular-nums', alarm ? 'text-red-900' : 'text-slate-900')}
          data-testid="count-failed-emails"
        >
          {failed ?? '–'}
        </span>
      </Card>
    </Link>
  );
}
