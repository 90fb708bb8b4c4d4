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
    [{ PUBLIC_FORM_CHALLENGE: 'yes' }, 'PUBLIC_FORM_CHALLENGE'],
    [{ RETENTION_ORDERS_MONTHS: '0' }, 'RETENTION_ORDERS_MONTHS'],
    [{ RETENTION_ORDER_PESEL_DAYS: '2.5' }, 'RETENTION_ORDER_PESEL_DAYS'],
  ])('refuses %o with a message naming %s', (environment, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...environment })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...environment })).toThrow(variable);
  });

  it('requires the proof-of-work and keeps data for the default periods unless told otherwise', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.publicFormChallenge).toBe(true);
    expect(defaults.retention).toEqual({
      contactsMonths: 24,
      demoBookingsMonths: 24,
      betaSignupsMonths: 24,
      ordersMonths: 72,
      orderPeselDays: 30,
      bugReportsMonths: 36,
    });
    const custom = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_FORM_CHALLENGE: 'false',
      RETENTION_CONTACTS_MONTHS: '12',
      RETENTION_ORDER_PESEL_DAYS: '14',
    });
    expect(custom.publicFormChallenge).toBe(false);
    expect(custom.retention).toMatchObject({ contactsMonths: 12, orderPeselDays: 14 });
  });

  it('uses Secure cookies in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() });
    expect(config.secureCookies).toBe(true);
  });
});
