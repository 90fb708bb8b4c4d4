import type { FastifyBaseLogger } from 'fastify';
import type { KsefSettings } from '../../config-ksef';
import type { Clock } from '../../lib/clock';
import { createKsefAuthenticator } from './auth';
import { encryptInvoice, newSessionKey, sealFor, sha256Base64, type SessionKey } from './crypto';
import { KsefAuthError, KsefRateLimitedError, KsefRejectedError, KsefUnavailableError } from './errors';
import { KsefUnauthorizedError, callKsef, type KsefFetch, type KsefRequest } from './http';
import { isValidKsefNumber } from './ksef-number';

/** An open online (interactive) session: its reference is stored with each invoice sent through it. */
export type KsefSession = { referenceNumber: string; validUntil: string };

/** KSeF's verdict on one invoice of a session (the status codes of sessions/{ref}/invoices/{ref}). */
export type KsefInvoiceStatus =
  | { state: 'processing'; code: number; description: string }
  | {
      state: 'accepted';
      code: number;
      description: string;
      ksefNumber: string;
      acquisitionDate: string | null;
    }
  | {
      /** 440: KSeF already holds this invoice: the number (and the session) it has. */
      state: 'duplicate';
      code: number;
      description: string;
      details: string[];
      originalKsefNumber: string;
      originalSessionReferenceNumber: string | null;
    }
  | {
      state: 'rejected';
      code: number;
      description: string;
      details: string[];
      /** 405, 500, 550: KSeF gave up for its own reasons; the same file may be sent again. */
      retryable: boolean;
    };

export type KsefConnectionCheck = {
  ok: boolean;
  environment: KsefSettings['environment'];
  apiUrl: string;
  authMethod: 'token' | 'certificate';
  /** When the sign-in certificate stops working (certificate way in only). */
  certificateValidTo: string | null;
  error?: string;
};

type RawInvoiceStatus = {
  ksefNumber?: string | null;
  acquisitionDate?: string | null;
  status: {
    code: number;
    description: string;
    details?: string[] | null;
    extensions?: Record<string, string | null> | null;
  };
};

/** The invoices' schema in every session: FA(3) (sesja-interaktywna.md, OpenOnlineSessionRequest.formCode). */
const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' };
const RETRYABLE = new Set([405, 500, 550]);

/**
 * The KSeF API 2.0 client: signs in (KSeF token or XAdES-signed certificate), opens online sessions with a
 * fresh AES-256 key sealed for the Ministry's key, sends encrypted invoices with both hashes and sizes, asks
 * for their status and UPO, and closes sessions. Errors: KsefUnavailableError (retry later, offline mode),
 * KsefRateLimitedError (wait Retry-After), KsefRejectedError (KSeF's verdict), KsefAuthError (credentials).
 * `clock` is the app's; KSeF's own tokens expire in real time, so their timing reads the system time.
 */
export function createKsefClient({
  settings,
  log,
  fetch: fetchImpl = globalThis.fetch,
}: {
  settings: KsefSettings;
  clock?: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  fetch?: KsefFetch;
}) {
  const http = { fetchImpl, timeoutMs: settings.timeoutMs };
  const auth = createKsefAuthenticator(settings, http);
  /** The symmetric keys of the sessions this process opened (a session's key never leaves the process). */
  const sessionKeys = new Map<string, SessionKey>();

  /** An authorised call; a token KSeF refuses is dropped and the call made once more with a fresh one. */
  async function authorised<T>(request: Omit<KsefRequest, 'bearer'>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await auth.accessToken();
      try {
        return await callKsef<T>(settings.apiUrl, { ...request, bearer }, http);
      } catch (error) {
        if (!(error instanceof KsefUnauthorizedError) || attempt > 0) {
          if (error instanceof KsefUnauthorizedError) throw new KsefAuthError(401, error.message);
          throw error;
        }
        auth.forget();
      }
    }
  }

  const sessionPath = (reference: string) => `/sessions/${encodeURIComponent(reference)}`;

  return {
    async openOnlineSession(): Promise<KsefSession> {
      const { SymmetricKeyEncryption } = await auth.ministryKeys();
      const key = newSessionKey();
      const session = await authorised<KsefSession>({
        method: 'POST',
        path: '/sessions/online',
        json: {
          formCode: FA3_FORM_CODE,
          encryption: {
            encryptedSymmetricKey: sealFor(SymmetricKeyEncryption.certificate, key.key).toString('base64'),
            initializationVector: key.iv.toString('base64'),
            publicKeyId: SymmetricKeyEncryption.publicKeyId,
          },
        },
      });
      sessionKeys.set(session.referenceNumber, key);
      log.info({ session: session.referenceNumber }, 'KSeF session opened');
      return { referenceNumber: session.referenceNumber, validUntil: session.validUntil };
    },

    /** Sends one invoice (its XML file's exact bytes) through a session this process opened. */
    async sendInvoice(
      session: KsefSession,
      xml: Buffer,
      { offlineMode, hashOfCorrectedInvoice }: { offlineMode: boolean; hashOfCorrectedInvoice?: string },
    ): Promise<{ invoiceReferenceNumber: string }> {
      const key = sessionKeys.get(session.referenceNumber);
      if (!key) throw new Error(`KSeF session ${session.referenceNumber} was not opened by this process`);
      const encrypted = encryptInvoice(key, xml);
      const answer = await authorised<{ referenceNumber: string }>({
        method: 'POST',
        path: `/sessions/online/${encodeURIComponent(session.referenceNumber)}/invoices`,
        json: {
          invoiceHash: sha256Base64(xml),
          invoiceSize: xml.length,
          encryptedInvoiceHash: sha256Base64(encrypted),
          encryptedInvoiceSize: encrypted.length,
          encryptedInvoiceContent: encrypted.toString('base64'),
          offlineMode,
          ...(hashOfCorrectedInvoice ? { hashOfCorrectedInvoice } : {}),
        },
      });
      return { invoiceReferenceNumber: answer.referenceNumber };
    },

    async getInvoiceStatus(sessionReference: string, invoiceReference: string): Promise<KsefInvoiceStatus> {
      const answer = await authorised<RawInvoiceStatus>({
        method: 'GET',
        path: `${sessionPath(sessionReference)}/invoices/${encodeURIComponent(invoiceReference)}`,
      });
      const { code, description } = answer.status;
      const details = answer.status.details ?? [];
      if (code === 100 || code === 150) return { state: 'processing', code, description };
      if (code === 200 && answer.ksefNumber)
        return {
          state: 'accepted',
          code,
          description,
          ksefNumber: answer.ksefNumber,
          acquisitionDate: answer.acquisitionDate ?? null,
        };
      if (code === 200) return { state: 'processing', code, description };
      const original = answer.status.extensions?.originalKsefNumber;
      if (code === 440 && original)
        return {
          state: 'duplicate',
          code,
          description,
          details,
          originalKsefNumber: original,
          originalSessionReferenceNumber: answer.status.extensions?.originalSessionReferenceNumber ?? null,
        };
      return { state: 'rejected', code, description, details, retryable: RETRYABLE.has(code) };
    },

    /**
     * The UPO (official receipt) of one invoice, by its reference in the session or by its KSeF number (for a
     * duplicate, pass the original's session and number).
     */
    getInvoiceUpo(sessionReference: string, invoiceReferenceOrKsefNumber: string): Promise<string> {
      const byNumber = isValidKsefNumber(invoiceReferenceOrKsefNumber);
      return authorised<string>({
        method: 'GET',
        path: `${sessionPath(sessionReference)}/invoices/${byNumber ? 'ksef/' : ''}${encodeURIComponent(invoiceReferenceOrKsefNumber)}/upo`,
        expectXml: true,
      });
    },

    async closeSession(sessionReference: string): Promise<void> {
      await authorised<void>({
        method: 'POST',
        path: `/sessions/online/${encodeURIComponent(sessionReference)}/close`,
      });
      sessionKeys.delete(sessionReference);
    },

    /** 'Sprawdź połączenie': the Ministry's keys and a sign-in with the configured credentials. */
    async checkConnection(): Promise<KsefConnectionCheck> {
      const base = {
        environment: settings.environment,
        apiUrl: settings.apiUrl,
        authMethod: settings.token ? ('token' as const) : ('certificate' as const),
        certificateValidTo: auth.signingCertificate
          ? new Date(auth.signingCertificate.validTo).toISOString()
          : null,
      };
      try {
        await auth.ministryKeys();
        auth.forget();
        await auth.accessToken();
        return { ...base, ok: true };
      } catch (error) {
        const known =
          error instanceof KsefAuthError ||
          error instanceof KsefUnavailableError ||
          error instanceof KsefRejectedError ||
          error instanceof KsefRateLimitedError;
        if (!known) log.warn({ err: error }, 'KSeF connection check failed');
        return { ...base, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
export type KsefClient = ReturnType<typeof createKsefClient>;
