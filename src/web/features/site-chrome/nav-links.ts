/**
 * The header's and footer's links. A landing-page section is written as "/#id": on the landing page the
 * browser scrolls in place (smoothly, see styles.css), on any other page it navigates home to the section.
 * 'Cennik' is the detailed pricing page, /cennik on both language sites; the landing keeps its pricing section.
 */
export const PRICING_PAGE_PATH = '/cennik';

export const SECTION_LINKS = [
  { id: 'features', key: 'features', href: '/#features' },
  { id: 'pricing', key: 'pricing', href: PRICING_PAGE_PATH },
  { id: 'contact', key: 'contact', href: '/#contact' },
] as const;

export const sectionHref = (id: string) => `/#${id}`;
