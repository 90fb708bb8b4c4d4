import { useEffect, useState, type ComponentType } from 'react';
import { StaticIsland } from '@web/components/static-island';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { LEGAL_DOCUMENTS, type BuildLegalDocument } from './legal-documents';
import { LegalDocumentView } from './legal-document-view';
import type { LegalKind } from './legal-meta';

/** Both languages' builders, for the server render: `legalServerDocuments` loads them there. */
export type ServerLegalDocuments = Record<'pl' | 'en', BuildLegalDocument>;

export async function legalServerDocuments(kind: LegalKind): Promise<ServerLegalDocuments> {
  return { pl: await LEGAL_DOCUMENTS[kind].pl(), en: await LEGAL_DOCUMENTS[kind].en() };
}

/**
 * A legal document as a page shows it: static text, so server HTML that is not hydrated (StaticIsland).
 * The browser loads a document only after the PL/EN toggle, and then only the language it switched to.
 */
export function LegalPageContent({ kind, server }: { kind: LegalKind; server: ServerLegalDocuments | null }) {
  const Server = server ? () => <ServerDocument documents={server} /> : null;
  return (
    <StaticIsland id={`legal-${kind}`} server={Server} load={() => Promise.resolve(liveDocument(kind))} />
  );
}

function ServerDocument({ documents }: { documents: ServerLegalDocuments }) {
  const { language } = useLanguage();
  const { company } = useSiteConfig();
  return <LegalDocumentView document={documents[language](company)} />;
}

const live = new Map<LegalKind, ComponentType>();
function liveDocument(kind: LegalKind): ComponentType {
  let component = live.get(kind);
  if (!component) {
    component = function LiveLegalDocument() {
      const { language } = useLanguage();
      const { company } = useSiteConfig();
      // The document shown stays until the next language's has arrived.
      const [loaded, setLoaded] = useState<BuildLegalDocument | null>(null);
      useEffect(() => {
        let active = true;
        void LEGAL_DOCUMENTS[kind][language]().then((build) => active && setLoaded(() => build));
        return () => {
          active = false;
        };
      }, [language]);
      return loaded ? <LegalDocumentView document={loaded(company)} /> : null;
    };
    live.set(kind, component);
  }
  return component;
}
