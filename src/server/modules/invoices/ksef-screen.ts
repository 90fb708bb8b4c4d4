import type { KsefCheck, KsefOfflineMode, KsefOverview } from '@shared/contracts/ksef-sending';
import type { KsefOutages } from './ksef-outages';
import type { KsefRepository } from './ksef-repository';
import type { KsefSending } from './ksef-sending';

/** What the 'KSeF' screen and the dashboard's notice read, and 'Sprawdź połączenie'. */
export function createKsefScreen({
  ksefSending,
  repository,
  outages,
  today,
}: {
  ksefSending: KsefSending;
  repository: KsefRepository;
  outages: KsefOutages;
  today: () => string;
}) {
  return {
    /** The 'KSeF' screen and the dashboard's notice: how sending is set up, what waits, what is offline. */
    async overview(): Promise<KsefOverview> {
      const day = today();
      const [counts, offline, declared] = await Promise.all([
        repository.countByStatus(),
        repository.offline(),
        outages.list(),
      ]);
      return {
        ...ksefSending.info,
        configured: ksefSending.enabled,
        offlineCertificate: ksefSending.offlineSigner && {
          serial: ksefSending.offlineSigner.certificateSerial,
          validTo: ksefSending.offlineSigner.validTo,
        },
        counts,
        offline: offline.map((row) => ({
          id: row.id,
          number: row.number,
          buyerName: row.buyerName,
          deadline: row.ksefDeadline ?? day,
          mode: (row.ksefOfflineMode as KsefOfflineMode | null) ?? 'offline24',
          due: (row.ksefDeadline ?? day) <= day,
          overdue: (row.ksefDeadline ?? day) < day,
        })),
        outages: declared,
      };
    },

    /** 'Sprawdź połączenie': signs in to KSeF with the configured credentials, as the client checks it. */
    async check(): Promise<KsefCheck> {
      const client = ksefSending.client;
      if (!client)
        return { ok: false, message: 'Wysyłka do KSeF nie jest skonfigurowana (brak danych dostępowych).' };
      try {
        const result = await client.checkConnection();
        return {
          ok: result.ok,
          message: result.ok ? 'Połączenie z KSeF działa.' : `KSeF: ${result.error ?? 'błąd'}`,
        };
      } catch (error) {
        return { ok: false, message: `KSeF: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}
