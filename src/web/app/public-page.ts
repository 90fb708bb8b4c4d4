import type { ComponentType } from 'react';
import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';

// The contract between the public routes and the pages, apart from both: pages import it, and the
// routes import the pages (lazily), so neither imports the other in a cycle.

export type PageMeta = { title: string; description: string };

/** What every public page module exports: the page and its title and description in both languages. */
export type PublicPageModule = {
  default: ComponentType;
  meta: Record<Language, PageMeta>;
  /** Structured data (JSON-LD objects) for search engines. */
  structuredData?: (language: Language, site: SiteConfig) => object[];
};
