import type { ComponentType } from 'react';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { LEGAL_DOCUMENTS } from './legal-documents';
import { LegalDocumentView } from './legal-document-view';
import type { LegalKind } from './legal-meta';

/** The server render of a legal page: both languages' texts are loaded up front (on the server only). */
export async function serverLegalDocument(kind: LegalKind): Promise<ComponentType> {
  const builders = { pl: await LEGAL_DOCUMENTS[kind].pl(), en: await LEGAL_DOCUMENTS[kind].en() };
  return function ServerLegalDocument() {
    const { language } = useLanguage();
    const { company } = useSiteConfig();
    return <LegalDocumentView document={builders[language](company)} />;
  };
}
