import type { ComponentType } from 'react';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { useSiteContent } from '@web/lib/site-content';
import { usePageData } from './page-data';
import { IslandProviders } from './island-providers';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandIdPrefix, type IslandName } from './islands';

// Only the server renders an island apart (in the browser this is null and its code is dropped).
const server = import.meta.env.SSR ? await import('react-dom/server') : null;

type IslandProps<P extends object> = {
  /** The island's row in app/islands.ts (when its code loads), unique on the page. */
  name: IslandName;
  /** The island's component: the same one `ISLANDS[name].load` gives the browser (islands.test.ts checks). */
  component: ComponentType<P>;
  /** Plain data (JSON): they are written into the page for the browser's root. */
  props?: P;
};

/**
 * A part of a public page the visitor can act on, rendered into a container of its own (`display: contents`:
 * the container takes no box, so the page's layout is the component's). On the server the component is
 * rendered as a tree of its own, with the same providers and id prefix its browser root will have, so the
 * browser can hydrate exactly that HTML (app/island-runtime.tsx). Under Vite's dev server, where the browser
 * renders the whole page, it is simply part of the page.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const { language } = useLanguage();
  const site = useSiteConfig();
  const content = useSiteContent();
  const pageData = usePageData();
  const attributes = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_PROPS_ATTRIBUTE]: props === undefined ? undefined : JSON.stringify(props),
    className: 'contents',
  };
  const element = <Component {...((props ?? {}) as P)} />;
  if (!server) return <div {...attributes}>{element}</div>;
  const html = server.renderToString(
    <IslandProviders context={{ language, site, content, pageData }}>{element}</IslandProviders>,
    { identifierPrefix: islandIdPrefix(name) },
  );
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
