import { Component, Suspense, use, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLanguage } from '@web/i18n/language';
import { cn } from './cn';
import { ChunkLoadError, loadedValue, loadWithRetry } from './load-with-retry';

export { ChunkLoadError, loadWithRetry };

/**
 * The one way code is loaded on demand, on the public pages and in the back office: every
 * `import()` of ours goes through `loadWithRetry`, every lazily loaded component is a `lazyWithRetry`.
 * A chunk that fails to arrive (a phone losing signal, a deploy restart, a proxy's 502) is asked for once
 * more; if it fails again, the part that needed it says so in the page's language, with a button to try
 * again, and the rest of the page keeps working. Without this, React unmounts the whole tree on the error:
 * the page went blank and what the visitor had typed was lost.
 *
 * (Chromium asks again for a module whose fetch failed, its imports included, when it is imported again:
 * a retry of the same `import()` is a real second request.)
 */

/** How a part that could not be loaded says so. */
export type LoadFailure =
  /** In its place: a screen of the back office, a section of a page. */
  | 'inline'
  /** At the bottom of the screen, where a visitor who tapped sees it: a dialog. */
  | 'floating'
  /** Not at all: a part nobody asked for (the toasts' container, a carousel below the fold). */
  | 'silent';

type LazyOptions = { fallback?: ReactNode; failure?: LoadFailure };

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading now (idempotent): the component then renders at once. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy with loadWithRetry, its own Suspense and an error boundary (`failure`): a failed load never
 * reaches the root. After a failure the boundary's "try again" loads afresh (React.lazy would keep the
 * rejection forever).
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback = null, failure = 'inline' }: LazyOptions = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= loadWithRetry(load).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function Loaded(props: P) {
    // Loaded ahead (the page's first script loads a tap's dialog once the page is idle): render now. Asking
    // `use` for a promise it has not seen would suspend once, and React holds a boundary's content back for
    // up to 300 ms after showing its fallback.
    loaded ??= loadedValue(load)?.value.default ?? null;
    const Resolved = loaded ?? use(preload());
    return <Resolved {...props} />;
  }
  function Lazy(props: P) {
    return (
      <LoadBoundary failure={failure}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(Lazy, { preload });
}

const messages = {
  pl: {
    chunk: 'Nie udało się wczytać tej części strony. Sprawdź połączenie z internetem i spróbuj ponownie.',
    other: 'Ta część strony nie zadziałała. Spróbuj ponownie, a jeśli to nie pomoże, odśwież stronę.',
    retry: 'Spróbuj ponownie',
    close: 'Zamknij',
  },
  en: {
    chunk: 'This part of the page could not be loaded. Check your internet connection and try again.',
    other: 'This part of the page did not work. Try again, and if that does not help, reload the page.',
    retry: 'Try again',
    close: 'Close',
  },
} as const;

type BoundaryProps = { failure: LoadFailure; children: ReactNode };

/** Catches what the lazy part throws, the failed load above all, and says so instead of blanking the page. */
export class LoadBoundary extends Component<BoundaryProps, { error: unknown; dismissed: boolean }> {
  override state = { error: null as unknown, dismissed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, dismissed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error, dismissed } = this.state;
    if (error === null) return this.props.children;
    if (this.props.failure === 'silent' || dismissed) return null;
    return (
      <LoadFailureNotice
        floating={this.props.failure === 'floating'}
        chunk={error instanceof ChunkLoadError}
        onRetry={() => this.setState({ error: null, dismissed: false })}
        onClose={() => this.setState({ dismissed: true })}
      />
    );
  }
}

/** Says that a part could not be loaded (`chunk`) or did not work, with "try again" (and "close" if floating). */
export function LoadFailureNotice({
  floating = false,
  chunk = true,
  onRetry,
  onClose,
}: {
  floating?: boolean;
  chunk?: boolean;
  onRetry(): void;
  onClose?(): void;
}) {
  const m = messages[useLanguage().language];
  return (
    <div
      role="alert"
      data-load-failure=""
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900',
        floating && 'fixed inset-x-3 bottom-3 z-[60] mx-auto max-w-lg shadow-lg',
      )}
    >
      <p className="min-w-0 flex-1 basis-56">{chunk ? m.chunk : m.other}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-red-800 px-3 py-2 font-medium text-white hover:bg-red-900"
        >
          {m.retry}
        </button>
        {floating && onClose && (
          <button
            type="button"
            onClick={onClose}
            className="rounded-md px-3 py-2 font-medium text-red-900 hover:bg-red-100"
          >
            {m.close}
          </button>
        )}
      </div>
    </div>
  );
}
