import { useEffect, useState, type ComponentType } from 'react';
import { useLanguage } from '@web/i18n/language';
import { LoadFailureNotice, loadWithRetry } from '@web/lib/lazy-with-retry';
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
      const { company, retention } = useSiteConfig();
      // The document shown stays until the next language's has arrived.
      const [loaded, setLoaded] = useState<BuildLegalDocument | null>(null);
      const [failed, setFailed] = useState(false);
      useEffect(() => {
        if (failed) return;
        let active = true;
        loadWithRetry(LEGAL_DOCUMENTS[kind][language]).then(
          (build) => active && setLoaded(() => build),
          () => active && setFailed(true),
        );
        return () => {
          active = false;
        };
      }, [language, failed]);
      return (
        <>
          {failed && (
            <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
              <LoadFailureNotice onRetry={() => setFailed(false)} />
            </div>
          )}
          {loaded && <LegalDocumentView document={loaded(company, retention)} />}
        </>
      );
    };
    live.set(kind, component);
  }
  return component;
}
