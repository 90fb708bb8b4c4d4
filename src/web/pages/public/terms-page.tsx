// Shop terms (product §2): §1–§9, in force from 15.07.2025, with the seller's details from configuration.
import { PRODUCT_NAME } from '@web/app/page-head';
import type { PublicPageModule } from '@web/app/public-page';
import { LegalPageContent } from '@web/features/legal/legal-page-content';
import { legalMeta } from '@web/features/legal/legal-meta';
import { PublicLayout } from '@web/app/public-layout';

// The text is rendered on the server only; the browser's bundle of this page carries none of it.
const server = import.meta.env.SSR
  ? await import('@web/features/legal/legal-server').then((m) => m.serverLegalDocument('terms'))
  : null;

export const meta: PublicPageModule['meta'] = legalMeta('terms', PRODUCT_NAME);

export default function TermsPage() {
  return (
    <PublicLayout>
      <LegalPageContent kind="terms" server={server} />
    </PublicLayout>
  );
}
