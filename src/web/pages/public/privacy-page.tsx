// Privacy policy (product §2): 12 sections and a link back to the home page.
import { PRODUCT_NAME } from '@web/app/page-head';
import type { PublicPageModule } from '@web/app/public-page';
import { LegalPageContent } from '@web/features/legal/legal-page-content';
import { legalMeta } from '@web/features/legal/legal-meta';
import { PublicLayout } from '@web/app/public-layout';

// The text is rendered on the server only; the browser's bundle of this page carries none of it.
const server = import.meta.env.SSR
  ? await import('@web/features/legal/legal-server').then((m) => m.serverLegalDocument('privacy'))
  : null;

export const meta: PublicPageModule['meta'] = legalMeta('privacy', PRODUCT_NAME);

export default function PrivacyPage() {
  return (
    <PublicLayout>
      <LegalPageContent kind="privacy" server={server} />
    </PublicLayout>
  );
}
