import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createKsefClient, type KsefClient } from '../ksef/public';
import type { AppInfrastructure } from '../../infrastructure';
import type { KsefOfflineSigner } from './ksef';

/**
 * How invoices reach KSeF in this app: the client (null without credentials: invoices are issued and
 * e-mailed as before, and uploaded by hand), the Offline certificate that signs KOD II, and what the 'KSeF'
 * screen shows of the configuration (never a secret).
 */
export type KsefSending = {
  enabled: boolean;
  client: KsefClient | null;
  offlineSigner: (KsefOfflineSigner & { validTo: string }) | null;
  info: {
    environment: 'test' | 'demo' | 'prod';
    apiUrl: string | null;
    authMethod: 'token' | 'certificate' | null;
    certificateValidTo: string | null;
  };
};

const isoOf = (date: string) => new Date(date).toISOString();

/** The Offline certificate and its key, read once at start (config.ts checked that both files are there). */
function offlineSignerOf(files: { certFile: string; keyFile: string; passphrase: string | null }) {
  const certificate = new X509Certificate(readFileSync(files.certFile));
  return {
    certificateSerial: certificate.serialNumber.toUpperCase(),
    privateKey: createPrivateKey({
      key: readFileSync(files.keyFile),
      passphrase: files.passphrase ?? undefined,
    }),
    validTo: isoOf(certificate.validTo),
  };
}

export function createKsefSending({
  config,
  clock,
  log,
}: Pick<AppInfrastructure, 'config' | 'clock' | 'log'>): KsefSending {
  const settings = config.ksef;
  const client = settings ? createKsefClient({ settings, clock, log }) : null;
  const certificate = settings?.certificate;
  return {
    enabled: client !== null,
    client,
    offlineSigner: settings?.offline ? offlineSignerOf(settings.offline) : null,
    info: {
      environment: config.ksefEnv,
      apiUrl: settings?.apiUrl ?? null,
      authMethod: settings ? (settings.token ? 'token' : 'certificate') : null,
      certificateValidTo: certificate
        ? isoOf(new X509Certificate(readFileSync(certificate.certFile)).validTo)
        : null,
    },
  };
}
