import { PRIVACY_KIND_LABELS } from '@shared/contracts/privacy';

/** "Wiadomości kontaktowe: 2, Zamówienia: 1" — only kinds that have records. */
export function describeCounts(
  counts: Record<string, number>,
): { kind: string; label: string; count: number }[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => ({
      kind,
      label:
        kind === 'orderPesel'
          ? 'Numery PESEL i dokumentów tożsamości'
          : (PRIVACY_KIND_LABELS[kind as keyof typeof PRIVACY_KIND_LABELS] ?? kind),
      count,
    }));
}
