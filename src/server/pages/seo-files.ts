import type { SiteConfig } from '@shared/contracts/site';

/** robots.txt: the back office and the API are not for search engines. */
export function renderRobots(site: SiteConfig): string {
  return [
    'User-agent: *',
    'Disallow: /security/',
    'Disallow: /api/',
    '',
    `Sitemap: ${site.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml with both languages of each public page as alternates. */
export function renderSitemap(paths: string[], site: SiteConfig): string {
  const separate = site.publicUrlEn !== site.publicUrl;
  const english = (path: string) =>
    separate ? `${site.publicUrlEn}${path}` : `${site.publicUrl}${path}?lang=en`;
  const entries = paths.map((path) =>
    [
      '  <url>',
      `    <loc>${site.publicUrl}${path}</loc>`,
      `    <xhtml:link rel="alternate" hreflang="pl" href="${site.publicUrl}${path}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${english(path).replaceAll('&', '&amp;')}"/>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
