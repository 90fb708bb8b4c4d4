import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-test-'));

describe('configuration', () => {
  it('has working defaults: embedded database in DATA_DIR, port 3000, Warsaw time', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: dir });
    expect(config.businessTimeZone).toBe('Europe/Warsaw');
    expect(config.initialAdmin).toBeNull();
    // The generated secret is kept, so a restart can still decrypt what was stored.
    expect(readFileSync(join(dir, 'app-secret'), 'utf8').trim()).toBe(config.appSecret);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(config.appSecret);
  });

  it('reads PostgreSQL, English hosts and the admin from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/app',
      EN_HOSTNAMES: 'Shooting.example.com, www.shooting.example.com ,',
      ADMIN_EMAIL: 'boss@example.pl',
      ADMIN_PASSWORD: 'twelve chars!',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.englishHostnames).toEqual(['shooting.example.com', 'www.shooting.example.com']);
    expect(config.initialAdmin).toEqual({ email: 'boss@example.pl', password: 'twelve chars!' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ BUSINESS_TZ: 'Mars/Olympus' }, 'BUSINESS_TZ'],
    [{ ADMIN_EMAIL: 'boss@example.pl' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'boss@example.pl', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ NODE_ENV: 'production' }, 'APP_SECRET'],
    [{ APP_SECRET: 'too short' }, 'APP_SECRET'],
    [{ COMPANY_BANK_ACCOUNT: 'PL62109010140000071219812874' }, 'COMPANY_BANK_ACCOUNT'],
    [{ COMPANY_BANK_ACCOUNT: 'DE89370400440532013000' }, 'COMPANY_BANK_ACCOUNT'],
    [{ COMPANY_BANK_ACCOUNT: 'PL6110901014000007121981287' }, 'COMPANY_BANK_ACCOUNT'],
  ])('refuses %o with a message naming %s', (environment, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...environment })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...environment })).toThrow(variable);
  });

  it('takes the bank account as a Polish IBAN, spaces allowed, and keeps it without them', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      COMPANY_BANK_ACCOUNT: 'pl61 1090 1014 0000 0712 1981 2874',
    });
    expect(config.bankAccount).toBe('PL61109010140000071219812874');
  });

  it('uses Secure cookies in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() });
    expect(config.secureCookies).toBe(true);
  });
});
