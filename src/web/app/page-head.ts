import type { SiteConfig } from '@shared/contracts/site';
import { LANGUAGES, type Language } from '@shared/language';
import type { PageMeta } from './public-routes';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The address of a page in a language: the English domain when configured, else `?lang=en`. */
export function pageUrl(path: string, language: Language, site: SiteConfig): string {
  const separateDomains = site.publicUrlEn !== site.publicUrl;
  if (language === 'en')
    return separateDomains ? `${site.publicUrlEn}${path}` : `${site.publicUrl}${path}?lang=en`;
  return `${site.publicUrl}${path}`;
}

type HeadInput = {
  path: string;
  language: Language;
  meta: PageMeta;
  site: SiteConfig;
  indexable: boolean;
  structuredData: object[];
};

/** Title, description, canonical and hreflang alternates, Open Graph, and JSON-LD for one page. */
export function renderHead({ path, language, meta, site, indexable, structuredData }: HeadInput): string {
  const url = pageUrl(path, language, site);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    indexable
      ? `<link rel="canonical" href="${escapeHtml(url)}" />`
      : '<meta name="robots" content="noindex" />',
  ];
  if (indexable) {
    for (const alternate of LANGUAGES) {
      tags.push(
        `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(pageUrl(path, alternate, site))}" />`,
      );
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(path, 'pl', site))}" />`,
    );
  }
  tags.push(
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${language === 'en' ? 'en_GB' : 'pl_PL'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.company.name)}" />`,
  );
  for (const data of structuredData) {
    // `<` escaped so a value can never close the script element.
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    );
  }
  return tags.join('\n    ');
}
