import type { ComponentType } from 'react';
import { StaticIsland } from '@web/components/static-island';
import type { LegalKind } from './legal-meta';

// One loader per document (stable, so StaticIsland's retry shares the load).
const LIVE_LOADERS: Record<LegalKind, () => Promise<ComponentType>> = {
  terms: () => import('./live-legal-document').then((m) => m.liveLegalDocument('terms')),
  privacy: () => import('./live-legal-document').then((m) => m.liveLegalDocument('privacy')),
};

/**
 * A legal document as a page shows it: static text, so server HTML that is not hydrated (StaticIsland).
 * `server` is the server render's component (legal-server.tsx, loaded by the page only on the server); the
 * browser loads the document's code only after the PL/EN toggle, and then only the language it switched to.
 */
export function LegalPageContent({ kind, server }: { kind: LegalKind; server: ComponentType | null }) {
  return <StaticIsland id={`legal-${kind}`} server={server} load={LIVE_LOADERS[kind]} />;
}
