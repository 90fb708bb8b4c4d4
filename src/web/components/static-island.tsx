import { useEffect, useState, type ComponentType } from 'react';
import { useLanguage } from '@web/i18n/language';
import { LoadFailureNotice, loadWithRetry } from '@web/lib/lazy-with-retry';

type StaticIslandProps = {
  /** Names the section in the HTML (data-static-section), unique on the page. */
  id: string;
  /** The section itself, for the server render: only the server bundle passes it. */
  server: ComponentType | null | undefined;
  /** Loads the section's code in the browser, when it has to render there (see below). */
  load: () => Promise<ComponentType>;
};

/**
 * A section without interactivity, sent as server HTML and not hydrated: its code and both languages' texts
 * stay out of the page's first JavaScript (the public budget is 120 KB gzip, React alone takes half).
 * In the browser it keeps the server's markup untouched (an element with dangerouslySetInnerHTML has no
 * children for React to hydrate) until it must render itself: after the PL/EN toggle, or when there is no
 * server HTML (Vite's dev server). Then it loads its code and renders normally.
 */
export function StaticIsland({ id, server: Server, load }: StaticIslandProps) {
  const { language } = useLanguage();
  const [servedLanguage] = useState(language);
  const [hasServerHtml] = useState(
    () =>
      typeof document !== 'undefined' &&
      Boolean(document.querySelector(`[data-static-section="${id}"]`)?.firstChild),
  );
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const needed = !hasServerHtml || language !== servedLanguage;

  useEffect(() => {
    if (!needed || Loaded || failed) return;
    let active = true;
    loadWithRetry(load).then(
      (component) => active && setLoaded(() => component),
      // The server's text stays (in the language it was sent in), with a word on why.
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [needed, Loaded, failed, load]);

  if (Server)
    return (
      <div data-static-section={id}>
        <Server />
      </div>
    );
  if (needed && Loaded)
    return (
      <div key="live" data-static-section={id}>
        <Loaded />
      </div>
    );
  // Until then the server's HTML stays as it is (the previous language for a moment after the toggle).
  return (
    <>
      {failed && (
        <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
          <LoadFailureNotice onRetry={() => setFailed(false)} />
        </div>
      )}
      <div
        key="static"
        data-static-section={id}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    </>
  );
}
