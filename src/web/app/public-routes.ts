import type { ComponentType } from 'react';
import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';

export type PageMeta = { title: string; description: string };

/** What every public page module exports: the page and its title and description in both languages. */
export type PublicPageModule = {
  default: ComponentType;
  meta: Record<Language, PageMeta>;
  /** Structured data (JSON-LD objects) for search engines. */
  structuredData?: (language: Language, site: SiteConfig) => object[];
};

/**
 * The public routes (SPEC §2). Each page is its own chunk, so a page loads only its own code.
 * Public pages link with plain <a>: each page is server-rendered and arrives complete.
 */
export const PUBLIC_PAGES: Record<string, () => Promise<PublicPageModule>> = {
  '/': () => import('../pages/public/landing-page'),
  '/cennik': () => import('../pages/public/pricing-page'),
  '/regulamin': () => import('../pages/public/terms-page'),
  '/polityka-prywatnosci': () => import('../pages/public/privacy-page'),
};

export const loadNotFoundPage = (): Promise<PublicPageModule> => import('../pages/public/not-found-page');

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES);
