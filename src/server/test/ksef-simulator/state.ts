import type { KeyObject, X509Certificate } from 'node:crypto';
import { createHash, randomBytes } from 'node:crypto';

/** A KSeF reference number: date, kind, 10+10 hex characters and 2 more (36 characters, as the API's examples). */
export function referenceNumber(kind: string, now = new Date()): string {
  const hex = (n: number) => randomBytes(n).toString('hex').toUpperCase();
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;
}

/** The Ministry's key identifier of a certificate: SHA-256 of its public key (44 Base64 characters). */
export const publicKeyIdOf = (certificate: X509Certificate) =>
  createHash('sha256')
    .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

export type SimulatedInvoice = {
  referenceNumber: string;
  sessionReference: string;
  ordinalNumber: number;
  nip: string;
  /** What the simulator decrypted (null when it could not). */
  xml: string | null;
  invoiceNumber: string | null;
  issueDate: string | null;
  invoiceHash: string;
  offlineMode: boolean;
  hashOfCorrectedInvoice: string | null;
  sentAt: Date;
  status: { code: number; description: string; details?: string[]; extensions?: Record<string, string> };
  ksefNumber: string | null;
  acquisitionDate: Date | null;
  upo: string | null;
};

export type SimulatedSession = {
  referenceNumber: string;
  nip: string;
  authDocumentHash: string;
  key: Buffer;
  iv: Buffer;
  open: boolean;
  validUntil: Date;
  invoices: SimulatedInvoice[];
};

export type AuthOperation = {
  referenceNumber: string;
  authenticationToken: string;
  nip: string;
  method: 'Token' | 'QualifiedSeal';
  documentHash: string;
  status: { code: number; description: string; details?: string[] };
  redeemed: boolean;
  startDate: Date;
};

export type Faults = {
  down: boolean;
  slowMs: number;
  fail5xx: number;
  rateLimited: number;
  retryAfterSeconds: number;
  rejectNext: { code: number; description: string } | null;
};

export const HOUR = 3600_000;
export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('base64');

export type MinistryKey = { certificate: X509Certificate; privateKey: KeyObject };
export type MinistryKeys = { token: MinistryKey; symmetric: MinistryKey };

type IssuedToken = { nip: string; documentHash: string; validUntil: number };

/** Everything the simulator remembers between requests, and the faults a test switches on. */
export function createSimulatorState() {
  const faults: Faults = {
    down: false,
    slowMs: 0,
    fail5xx: 0,
    rateLimited: 0,
    retryAfterSeconds: 30,
    rejectNext: null,
  };
  return {
    faults,
    violations: [] as string[],
    ksefTokens: new Map<string, string>(),
    challenges: new Map<string, { timestampMs: number; used: boolean }>(),
    operations: new Map<string, AuthOperation>(),
    byAuthToken: new Map<string, AuthOperation>(),
    accessTokens: new Map<string, IssuedToken>(),
    refreshTokens: new Map<string, IssuedToken>(),
    sessions: new Map<string, SimulatedSession>(),
    invoices: [] as SimulatedInvoice[],
    processing: new Set<Promise<void>>(),
    counters: { requests: 0, signIns: 0, sessionsOpened: 0 },
  };
}
export type SimulatorState = ReturnType<typeof createSimulatorState>;
