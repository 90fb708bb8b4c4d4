import type { ReactNode } from 'react';
import { Inbox, RotateCw, SearchX, type LucideIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SpinnerCircle } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api';
import { cn } from '@web/lib/cn';

/**
 * The three states every list screen has besides its items: loading, failed and empty. Each screen passes
 * its own texts (the back office is Polish, the systems screen English).
 */
export function ListLoading({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <SpinnerCircle />
      {text}
    </div>
  );
}

export function ListEmpty({
  text,
  filtered,
  icon,
  action,
  plain,
}: {
  text: string;
  /** Nothing matches the filters (a different icon than an empty list). */
  filtered?: boolean;
  icon?: LucideIcon;
  action?: ReactNode;
  /** Inside a card already: no card of its own. */
  plain?: boolean;
}) {
  const Icon = icon ?? (filtered ? SearchX : Inbox);
  const Frame = plain ? 'div' : Card;
  return (
    <Frame className={cn('flex flex-col items-center gap-3 text-center', plain ? 'py-10' : 'p-10')}>
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-slate-700">{text}</p>
      {action}
    </Frame>
  );
}

/**
 * The empty state of a paged list with filters: a page past the end (an old link, or a list that shrank)
 * offers the first page, filters that match nothing offer to clear them, else the list is simply empty.
 */
export function PagedListEmpty({
  total,
  filtered,
  pastEndText,
  emptyText,
  onFirstPage,
  onClearFilters,
}: {
  /** How many items the filters match over all pages. */
  total: number;
  filtered: boolean;
  pastEndText: string;
  emptyText: string;
  onFirstPage(): void;
  onClearFilters(): void;
}) {
  if (total > 0)
    return (
      <ListEmpty
        text={pastEndText}
        filtered
        action={
          <Button variant="outline" onClick={onFirstPage}>
            Pierwsza strona
          </Button>
        }
      />
    );
  if (filtered)
    return (
      <ListEmpty
        text="Brak wyników"
        filtered
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Wyczyść filtry
          </Button>
        }
      />
    );
  return <ListEmpty text={emptyText} />;
}

/**
 * product §2 load-failure panel: the title, the error's message, its status code ('nieznany' when the
 * request never got an answer) and a reload button. Screens docs/product.md says nothing about leave the code out.
 */
export function ListError({
  title,
  error,
  onRetry,
  message = error.message,
  retryLabel = 'Odśwież',
  showStatus = true,
  plain,
}: {
  title: string;
  error: Error;
  onRetry(): void;
  message?: string;
  retryLabel?: string;
  showStatus?: boolean;
  /** Inside a card already: no card of its own. */
  plain?: boolean;
}) {
  const status = error instanceof ApiRequestError && error.status > 0 ? String(error.status) : 'nieznany';
  const Frame = plain ? 'div' : Card;
  return (
    <Frame
      role="alert"
      className={cn('flex flex-col items-center gap-2 text-center', plain ? 'py-6' : 'border-red-200 p-8')}
    >
      <p className="font-semibold text-red-800">{title}</p>
      <p className="text-sm break-words text-slate-700">{message}</p>
      {showStatus && (
        <p className="text-sm text-slate-700">
          Kod błędu: <span className="font-mono font-medium">{status}</span>
        </p>
      )}
      <Button variant="outline" className="mt-2" onClick={onRetry}>
        <RotateCw aria-hidden="true" /> {retryLabel}
      </Button>
    </Frame>
  );
}

type ListQuery = { isPending: boolean; isError: boolean; error: Error | null; refetch(): unknown };

/**
 * The state switch of an admin list screen: loading, then the failure panel (title, message, a retry
 * button), then `empty` when given, else the list itself. `children` is built before the query has data:
 * read the data through a guard (`data && …`) or a fallback (`data ?? []`).
 */
export function ListStates({
  query,
  loadingText,
  errorTitle,
  retryLabel = 'Spróbuj ponownie',
  errorMessage,
  showStatus = false,
  plain,
  empty,
  children,
}: {
  query: ListQuery;
  loadingText: string;
  errorTitle: string;
  retryLabel?: string;
  /** The failure panel's message for the error (the error's own message when not given). */
  errorMessage?: (error: Error) => string;
  /** The failure panel also shows the error's status code (product §2's load-failure panel). */
  showStatus?: boolean;
  /** Inside a card already: the failure panel has no card of its own. */
  plain?: boolean;
  /** The empty state, when the list is empty (false or null otherwise). */
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <ListLoading text={loadingText} />;
  if (query.isError && query.error)
    return (
      <ListError
        title={errorTitle}
        error={query.error}
        message={errorMessage?.(query.error)}
        onRetry={() => void query.refetch()}
        retryLabel={retryLabel}
        showStatus={showStatus}
        plain={plain}
      />
    );
  return empty || children;
}
