import { pageUrl } from '@web/app/page-head';
import { Island } from '@web/app/island';
import { PricingPageIsland } from '@web/app/islands/pricing-content';
import { PublicLayout } from '@web/app/public-layout';
import type { PublicPageModule } from '@web/app/public-page';
import { pricingPageStructuredData } from '@web/features/pricing/structured-data';

export const meta: PublicPageModule['meta'] = {
  pl: {
    title: 'Cennik – Strzelnica Cloud',
    description:
      'Ceny systemu dla klubów strzeleckich: pakiety Klub Mały, Średni i Duży, moduły dodatkowe, koszty e-maili ' +
      'i SMS-ów oraz przykładowe konfiguracje. Płacąc rocznie, oszczędzasz 30%.',
  },
  en: {
    title: 'Pricing – Strzelnica Cloud',
    description:
      'Pricing of the shooting club management system: Small, Medium and Large club plans, add-on modules, ' +
      'e-mail and SMS costs and sample configurations. Save 30% with yearly billing.',
  },
};

export const structuredData: PublicPageModule['structuredData'] = (language, site) =>
  pricingPageStructuredData(language, site, pageUrl('/cennik', language, site));

/** /cennik (product §2): the pricing feature's content, one island with the order and demo dialogs it opens. */
export default function PricingPage() {
  return (
    <PublicLayout>
      <Island name="pricing-page" component={PricingPageIsland} />
    </PublicLayout>
  );
}
