// Privacy policy (SPEC §2): 12 sections and a link back to the home page.
import { PRODUCT_NAME } from '@web/app/page-head';
import type { PublicPageModule } from '@web/app/public-routes';
import { legalMeta } from '@web/features/legal/legal-meta';
import { LegalDocumentView } from '@web/features/legal/legal-document-view';
import { privacyDocument } from '@web/features/legal/privacy-content';
import { PublicPageLayout } from '@web/features/site-chrome/public-page-layout';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';

export const meta: PublicPageModule['meta'] = legalMeta(privacyDocument, PRODUCT_NAME);

export default function PrivacyPage() {
  const { language } = useLanguage();
  const { company, retention } = useSiteConfig();
  return (
    <PublicPageLayout>
      <LegalDocumentView document={privacyDocument(language, company, retention)} />
    </PublicPageLayout>
  );
}
