import type { PageMeta } from '@web/app/public-routes';

// The landing page of SPEC §2; the public-site issue fills it with the header, hero, features, pricing,
// roadmap, contact and footer sections.
export const meta: Record<'pl' | 'en', PageMeta> = {
  pl: {
    title: 'System zarządzania klubem strzeleckim w chmurze',
    description:
      'Członkowie, pozwolenia, składki, rejestr strzelnicy, magazyn broni i zawody w jednym systemie.',
  },
  en: {
    title: 'Cloud management system for shooting clubs',
    description: 'Members, permits, fees, range registry, weapon store and competitions in one system.',
  },
};

export default function LandingPage() {
  return (
    <main id="main">
      <h1>System zarządzania klubem strzeleckim</h1>
    </main>
  );
}
