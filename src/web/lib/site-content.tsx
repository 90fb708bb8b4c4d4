import { createContext, useContext, type ReactNode } from 'react';
import { SITE_CONTENT_ELEMENT_ID, SITE_CONTENT_PATH, type SiteContent } from '@shared/site-content';

const SiteContentContext = createContext<SiteContent | null>(null);

/** The operator-edited texts (roadmap, beta offer): the server renders with them and the browser gets the same. */
export function SiteContentProvider({ value, children }: { value: SiteContent; children: ReactNode }) {
  return <SiteContentContext.Provider value={value}>{children}</SiteContentContext.Provider>;
}

export function useSiteContent(): SiteContent {
  const value = useContext(SiteContentContext);
  if (!value) throw new Error('useSiteContent outside SiteContentProvider');
  return value;
}

/**
 * Reads the JSON the server rendered into the page with the HTML (a data block: not executed, so the CSP
 * allows it): hydration sees exactly what the server rendered. Vite's dev server has none; ask the API.
 */
export async function readSiteContent(): Promise<SiteContent> {
  const element = document.getElementById(SITE_CONTENT_ELEMENT_ID);
  if (element?.textContent) return JSON.parse(element.textContent) as SiteContent;
  const response = await fetch(SITE_CONTENT_PATH);
  return (await response.json()) as SiteContent;
}
