import { useEffect, useState, type ComponentType } from 'react';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { LEGAL_DOCUMENTS, type BuildLegalDocument } from './legal-documents';
import { LegalDocumentView } from './legal-document-view';
import type { LegalKind } from './legal-meta';

const live = new Map<LegalKind, ComponentType>();

/** The document rendered in the browser (after the PL/EN toggle): it loads the current language's text. */
export function liveLegalDocument(kind: LegalKind): ComponentType {
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
