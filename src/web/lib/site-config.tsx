import { createContext, useContext, type ReactNode } from 'react';
import { SITE_CONFIG_ELEMENT_ID, SITE_CONFIG_PATH, type SiteConfig } from '@shared/contracts/site';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const value = useContext(SiteConfigContext);
  if (!value) throw new Error('useSiteConfig outside SiteConfigProvider');
  return value;
}

/**
 * Reads the JSON the server rendered into the page (a data block: not executed, so the CSP allows it).
 * Pages served by Vite's dev server have no such block; they ask the API instead.
 */
export async function readSiteConfig(): Promise<SiteConfig> {
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (element?.textContent) return JSON.parse(element.textContent) as SiteConfig;
  const response = await fetch(SITE_CONFIG_PATH);
  return (await response.json()) as SiteConfig;
}
