import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '@shared/site-content';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { builtClient } from '../../pages/built-client';
import { createTestDatabase, signInAsAdmin, testConfig } from '../../test/test-app';
import { DEFAULT_SITE_CONTENT } from './defaults';

const EN_HOST = 'shootingclub.example.com';
type App = Awaited<ReturnType<typeof buildApp>>;

// Two apps on one database stand for two server processes. On PostgreSQL the second has its own pool and
// its own LISTEN connection; PGlite belongs to one process, so there one app plays both parts.
let first: App;
let second: App;
let headers: Record<string, string>;
beforeAll(async () => {
  const web = builtClient();
  const database = await createTestDatabase();
  first = await buildApp({ config: testConfig(), database, web });
  second = database.url
    ? await buildApp({
        config: testConfig(),
        database: await openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 }),
        web,
      })
    : first;
  ({ headers } = await signInAsAdmin(first));
});
afterAll(async () => {
  if (second !== first) await second?.close();
  await first?.close();
});

const page = (app: App, path: string, host?: string) =>
  app.inject({ method: 'GET', url: path, headers: host ? { host } : {} });

const save = (content: object, withHeaders: Record<string, string> = headers) =>
  first.inject({ method: 'PUT', url: '/api/admin/site-content', headers: withHeaders, payload: content });

/** The content with a roadmap item and the beta offer changed, in both languages. */
function edited(mark: string): SiteContent {
  const content = structuredClone(DEFAULT_SITE_CONTENT);
  content.featureRoadmap[1] = {
    when: 'Q2 2028',
    status: 'testing',
    title: { pl: `Rezerwacje ${mark}`, en: `Bookings ${mark}` },
    description: { pl: 'Opis po polsku.', en: 'English description.' },
  };
  content.beta.benefits[0]!.description = {
    pl: `Bezpłatnie do ${mark} (PL)`,
    en: `Free until ${mark} (EN)`,
  };
  content.beta.popupBenefits[0] = { pl: `okno ${mark} pl`, en: `popup ${mark} en` };
  return content;
}

describe('site content', () => {
  it('a fresh installation shows the defaults: dates of now, no promise for 2025', async () => {
    const api = await first.inject({ method: 'GET', url: '/api/site-content' });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual(DEFAULT_SITE_CONTENT);
    const polish = await page(first, '/');
    expect(polish.body).toContain('Wszystkie moduły bez opłat do końca I kwartału 2027 r.');
    expect(polish.body).toContain('Q2 2027');
    const english = await page(first, '/', EN_HOST);
    expect(english.body).toContain('Every module at no cost until the end of Q1 2027.');
    for (const body of [polish.body, english.body])
      expect(body).not.toMatch(/Q[1-4] 2025|2025 ro|end of 2025/);
  });

  it('refuses bad content naming the field, and changes nothing', async () => {
    const missingEnglish = structuredClone(DEFAULT_SITE_CONTENT) as unknown as {
      launchTimeline: { title: { en: string } }[];
    };
    missingEnglish.launchTimeline[0]!.title.en = '   ';
    const refused = await save(missingEnglish);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['launchTimeline.0.title.en']);

    const badStatus = structuredClone(DEFAULT_SITE_CONTENT) as unknown as {
      featureRoadmap: { status: string }[];
    };
    badStatus.featureRoadmap[0]!.status = 'done';
    expect((await save(badStatus)).json().fields).toHaveProperty(['featureRoadmap.0.status']);

    const threeBenefits = structuredClone(DEFAULT_SITE_CONTENT);
    threeBenefits.beta.benefits.pop();
    expect((await save(threeBenefits)).json().fields).toHaveProperty(['beta.benefits']);

    const emptyTimeline = { ...DEFAULT_SITE_CONTENT, launchTimeline: [] };
    expect((await save(emptyTimeline)).statusCode).toBe(400);
    expect((await save(edited('x'), {})).statusCode).toBe(401);

    expect((await first.inject({ method: 'GET', url: '/api/site-content' })).json()).toEqual(
      DEFAULT_SITE_CONTENT,
    );
    expect((await page(first, '/')).body).not.toContain('Rezerwacje x');
  });

  it('a save reaches the server-rendered pages in both languages, with the same data for hydration', async () => {
    const content = edited('pierwszy');
    const saved = await save(content);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(content);

    const polish = await page(first, '/');
    expect(polish.body).toContain('Rezerwacje pierwszy');
    expect(polish.body).toContain('Q2 2028');
    expect(polish.body).toContain('Bezpłatnie do pierwszy (PL)');
    expect(polish.body).not.toContain('Wszystkie moduły bez opłat do końca I kwartału 2027 r.');
    const embedded = polish.body.match(
      /<script type="application\/json" id="site-content">(.*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(embedded!)).toEqual(content);

    const english = await page(first, '/', EN_HOST);
    expect(english.body).toContain('Bookings pierwszy');
    expect(english.body).toContain('Free until pierwszy (EN)');
    // Every public page carries the content (the beta pop-up can open anywhere), the 404 page too.
    expect((await page(first, '/cennik')).body).toContain('okno pierwszy pl');
    const missing = await page(first, '/nie-ma-takiej-strony');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('popup pierwszy en');
  });

  it('a save in one process drops the rendered pages of another on the same database', async () => {
    // The other process has rendered and cached its pages.
    await page(second, '/');
    await page(second, '/', EN_HOST);
    await save(edited('drugi'));
    await vi.waitFor(
      async () => {
        expect((await page(second, '/')).body).toContain('Rezerwacje drugi');
      },
      { timeout: 10_000 },
    );
    expect((await page(second, '/', EN_HOST)).body).toContain('Free until drugi (EN)');
    expect((await second.inject({ method: 'GET', url: '/api/site-content' })).json()).toEqual(
      edited('drugi'),
    );
  });
});
