import '@web/lib/zod-jitless';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '@shared/language';
import { useCurrentToast } from '@web/components/ui/toast-store';
import { languageStore, useLanguage } from '@web/i18n/language';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { readSiteConfig } from '@web/lib/site-config';
import { readSiteContent } from '@web/lib/site-content';
import { readPageData } from './page-data';
import { IslandProviders, type IslandContext } from './island-providers';
import { ISLAND_PROPS_ATTRIBUTE, islandIdPrefix, type IslandName } from './islands';
import { loadToaster } from './public-dialogs';
import { followLanguageInStaticHtml } from './switch-static-language';

/**
 * The browser's half of the islands (decision 0007), loaded with React by app/load-islands.ts: mounts one
 * island into its container, on its own, as soon as its code is there.
 */

let context: Promise<IslandContext> | null = null;

/** What every island's providers are given, read once from the page (the same data the server rendered). */
function islandContext(): Promise<IslandContext> {
  context ??= Promise.all([readSiteConfig(), readSiteContent()]).then(([site, content]) => {
    const lang = document.documentElement.lang;
    const language = isLanguage(lang) ? lang : 'pl';
    languageStore.start(language);
    followLanguageInStaticHtml();
    mountToaster();
    return { language, site, content, pageData: readPageData() };
  });
  return context;
}

/** Says when React has committed the island's first render (effects run after hydration). */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}

/**
 * Mounts `Component` into `container`: hydrates the server's HTML when there is some (as a transition, so the
 * work yields to the browser every few milliseconds), else renders. `onMounted` is called once it has.
 */
export async function mountIsland(
  container: HTMLElement,
  name: IslandName,
  Component: ComponentType,
  onMounted: () => void,
) {
  const islandContextValue = await islandContext();
  const props = JSON.parse(container.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  const tree = (
    <IslandProviders context={islandContextValue}>
      <Component {...props} />
      <Mounted onMounted={onMounted} />
    </IslandProviders>
  );
  const identifierPrefix = islandIdPrefix(name);
  if (container.firstChild) startTransition(() => void hydrateRoot(container, tree, { identifierPrefix }));
  else createRoot(container, { identifierPrefix }).render(tree);
}

/** An island with no server HTML (the beta pop-up): a container of its own at the end of the body. */
export function clientContainer(name: IslandName) {
  const container = document.createElement('div');
  container.setAttribute('data-island', name);
  container.className = 'contents';
  document.body.append(container);
  return container;
}

// The toast machinery (Radix) is not in the page's first JavaScript: it is loaded with the first toast. If it
// cannot be loaded, toasts are not shown, and nothing else changes: the forms say what went wrong at the form
// itself.
const Toaster = lazyWithRetry(loadToaster, { failure: 'silent' });

/** Toasts, labelled in the current language (it can change after the first render). */
function PublicToaster() {
  const english = useLanguage().language === 'en';
  const current = useCurrentToast();
  const [wanted, setWanted] = useState(false);
  if (current && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Toaster
      closeLabel={english ? 'Close' : 'Zamknij'}
      regionLabel={english ? 'Notifications ({hotkey})' : 'Powiadomienia ({hotkey})'}
      announceLabel={english ? 'Notification' : 'Powiadomienie'}
    />
  );
}

/** Every island's toasts go to one container (the toast store is shared by the page's roots). */
function mountToaster() {
  const container = document.createElement('div');
  container.setAttribute('data-toaster-root', '');
  document.body.append(container);
  void islandContext().then((value) =>
    createRoot(container).render(
      <IslandProviders context={value}>
        <PublicToaster />
      </IslandProviders>,
    ),
  );
}
