// Shop terms (SPEC §2): §1–§9, in force from 15.07.2025, with the seller's details from configuration.
import { PRODUCT_NAME } from '@web/app/page-head';
import type { PublicPageModule } from '@web/app/public-page';
import { legalMeta } from '@web/features/legal/legal-meta';
import { LegalDocumentView } from '@web/features/legal/legal-document-view';
import { termsDocument } from '@web/features/legal/terms-content';
import { PublicPageLayout } from '@web/features/site-chrome/public-page-layout';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';

export const meta: PublicPageModule['meta'] = legalMeta(termsDocument, PRODUCT_NAME);

export default function TermsPage() {
  const { language } = useLanguage();
  const { company } = useSiteConfig();
  return (
    <PublicPageLayout>
      <LegalDocumentView document={termsDocument(language, company)} />
    </PublicPageLayout>
  );
}
