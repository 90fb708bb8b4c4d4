import type { SiteConfig } from '@shared/contracts/site';
import { LANGUAGES, type Language } from '@shared/language';
import type { PageMeta } from './public-page';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The product's name, as the header's logo shows it. */
export const PRODUCT_NAME = 'Strzelnica Cloud';

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

/** The seller as schema.org Organization: on every public page, so search engines know who offers the service. */
export function organizationJsonLd(site: SiteConfig): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.company.name,
    url: site.publicUrl,
    logo: `${site.publicUrl}/favicon.svg`,
    email: site.company.email,
    telephone: site.company.phone,
    taxID: site.company.taxId,
    address: { '@type': 'PostalAddress', streetAddress: site.company.address, addressCountry: 'PL' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.company.email,
      telephone: site.company.phone,
      availableLanguage: ['pl', 'en'],
    },
  };
}

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
    `<meta property="og:locale:alternate" content="${language === 'en' ? 'pl_PL' : 'en_GB'}" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta name="twitter:card" content="summary" />`,
  );
  for (const data of [organizationJsonLd(site), ...structuredData]) {
    // `<` escaped so a value can never close the script element.
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    );
  }
  return tags.join('\n    ');
}
