import type { ReactNode } from 'react';
import { Inbox, RotateCw, SearchX } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api';

export function ListLoading({ text }: { text: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <Spinner label={text} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}

export function ListEmpty({
  text,
  filtered,
  action,
}: {
  text: string;
  filtered?: boolean;
  action?: ReactNode;
}) {
  const Icon = filtered ? SearchX : Inbox;
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-slate-700">{text}</p>
      {action}
    </Card>
  );
}

/**
 * SPEC §2 load-failure panel: the title, the error's message, its status code ('nieznany' when the
 * request never got an answer) and a reload button.
 */
export function ListError({ title, error, onRetry }: { title: string; error: Error; onRetry(): void }) {
  const status = error instanceof ApiRequestError ? String(error.status) : 'nieznany';
  return (
    <Card role="alert" className="flex flex-col items-center gap-2 border-red-200 p-8 text-center">
      <p className="font-semibold text-red-800">{title}</p>
      <p className="text-sm break-words text-slate-700">{error.message}</p>
      <p className="text-sm text-slate-700">
        Kod błędu: <span className="font-mono font-medium">{status}</span>
      </p>
      <Button variant="outline" className="mt-2" onClick={onRetry}>
        <RotateCw aria-hidden="true" /> Odśwież
      </Button>
    </Card>
  );
}
