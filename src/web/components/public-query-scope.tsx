import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@web/lib/query-client';

let client: QueryClient | null = null;

/**
 * The public pages' query client (product §7's defaults), one for the page, made when the first dialog that
 * reads or writes through TanStack Query opens: the booking, order and manage dialogs wrap themselves in it.
 * The pages themselves read nothing through it, so its code (some 9 KB compressed) stays out of what a page
 * loads to hydrate (the JavaScript before the first tap).
 */
export function PublicQueryScope({ children }: { children: ReactNode }) {
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * `Component` in the page's query client (PublicQueryScope): for a dialog or a step loaded as a chunk of its
 * own, as the page itself does not carry one.
 */
export function inPublicQueryScope<Props extends object>(Component: ComponentType<Props>) {
  return function InPublicQueryScope(props: Props) {
    return (
      <PublicQueryScope>
        <Component {...props} />
      </PublicQueryScope>
    );
  };
}
