import type { X509Certificate } from 'node:crypto';
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
