/**
 * The landing-page sections the header and footer link to. Written as "/#id": on the landing page the
 * browser scrolls in place (smoothly, see styles.css), on any other page it navigates home to the section.
 */
export const SECTION_LINKS = [
  { id: 'features', key: 'features' },
  { id: 'pricing', key: 'pricing' },
  { id: 'contact', key: 'contact' },
] as const;

export const sectionHref = (id: string) => `/#${id}`;
