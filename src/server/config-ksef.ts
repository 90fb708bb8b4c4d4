import { existsSync } from 'node:fs';
import { z } from 'zod';

/** The KSeF API 2.0 addresses of the Ministry's environments (ksef-docs srodowiska.md). */
export const KSEF_API_URLS = {
  test: 'https://api-test.ksef.mf.gov.pl/v2',
  demo: 'https://api-demo.ksef.mf.gov.pl/v2',
  prod: 'https://api.ksef.mf.gov.pl/v2',
} as const;

export type KsefEnvironment = keyof typeof KSEF_API_URLS;

/**
 * How this app reaches KSeF: null when no credentials are configured (invoices are issued and e-mailed as
 * before, and nothing is sent). The secrets stay in memory; they are never logged nor shown.
 */
export type KsefSettings = {
  environment: KsefEnvironment;
  apiUrl: string;
  /** The seller's NIP: the context every session works in (COMPANY_TAX_ID). */
  nip: string;
  /** The way in: a KSeF token, or a KSeF certificate with its private key (an XAdES-signed request). */
  token: string | null;
  certificate: { certFile: string; keyFile: string; passphrase: string | null } | null;
  /** The KSeF certificate of type Offline that signs KOD II of invoices issued offline. */
  offline: { certFile: string; keyFile: string; passphrase: string | null } | null;
  /** A call to KSeF that has not answered by then counts as KSeF out of reach. */
  timeoutMs: number;
};

const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** The KSEF_* variables, merged into the environment schema of config.ts. */
export const ksefEnvironmentFields = {
  KSEF_ENV: z.enum(['test', 'demo', 'prod']).default('test'),
  KSEF_API_URL: optional.pipe(z.string().url('KSEF_API_URL must be an http(s) address').optional()),
  KSEF_TOKEN: optional,
  KSEF_CERT_FILE: optional,
  KSEF_KEY_FILE: optional,
  KSEF_KEY_PASSPHRASE: optional,
  KSEF_OFFLINE_CERT_FILE: optional,
  KSEF_OFFLINE_KEY_FILE: optional,
  KSEF_OFFLINE_KEY_PASSPHRASE: optional,
  KSEF_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
};

type KsefEnvironmentValues = z.infer<z.ZodObject<typeof ksefEnvironmentFields>>;

/** The problems of the KSEF_* variables, one line each (empty: fine), checked at start. */
export function ksefConfigProblems(e: KsefEnvironmentValues): string[] {
  const problems: string[] = [];
  const pair = (cert: string, certFile?: string, key?: string, keyFile?: string) => {
    if (!certFile !== !keyFile) problems.push(`  ${cert} and ${key} must be set together`);
    for (const [name, file] of [
      [cert, certFile],
      [key, keyFile],
    ] as const) {
      if (file && !existsSync(file)) problems.push(`  ${name}: no file at ${file}`);
    }
  };
  if (e.KSEF_TOKEN && e.KSEF_CERT_FILE)
    problems.push('  KSEF_TOKEN and KSEF_CERT_FILE are two ways in to KSeF: set one of them');
  pair('KSEF_CERT_FILE', e.KSEF_CERT_FILE, 'KSEF_KEY_FILE', e.KSEF_KEY_FILE);
  pair('KSEF_OFFLINE_CERT_FILE', e.KSEF_OFFLINE_CERT_FILE, 'KSEF_OFFLINE_KEY_FILE', e.KSEF_OFFLINE_KEY_FILE);
  if (e.KSEF_TOKEN !== undefined && !/^[\x21-\x7e]{10,}$/.test(e.KSEF_TOKEN))
    problems.push('  KSEF_TOKEN does not look like a KSeF token (printable characters, no spaces)');
  return problems;
}

export function ksefSettingsFrom(e: KsefEnvironmentValues, nip: string): KsefSettings | null {
  const offline =
    e.KSEF_OFFLINE_CERT_FILE && e.KSEF_OFFLINE_KEY_FILE
      ? {
          certFile: e.KSEF_OFFLINE_CERT_FILE,
          keyFile: e.KSEF_OFFLINE_KEY_FILE,
          passphrase: e.KSEF_OFFLINE_KEY_PASSPHRASE ?? null,
        }
      : null;
  const certificate =
    e.KSEF_CERT_FILE && e.KSEF_KEY_FILE
      ? { certFile: e.KSEF_CERT_FILE, keyFile: e.KSEF_KEY_FILE, passphrase: e.KSEF_KEY_PASSPHRASE ?? null }
      : null;
  if (!e.KSEF_TOKEN && !certificate) return null;
  return {
    environment: e.KSEF_ENV,
    apiUrl: (e.KSEF_API_URL ?? KSEF_API_URLS[e.KSEF_ENV]).replace(/\/$/, ''),
    nip: nip.replace(/\D/g, ''),
    token: e.KSEF_TOKEN ?? null,
    certificate,
    offline,
    timeoutMs: e.KSEF_TIMEOUT_SECONDS * 1000,
  };
}
