import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../test/test-app';
import { builtClient } from './built-client';

const EN_HOST = 'shootingclub.example.com';
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const { clientDir, ssrEntry } = builtClient();
  app = await buildApp({
    // A company name with markup proves configuration is escaped wherever a page shows it.
    config: testConfig({
      company: {
        name: 'Test Consulting <Kowalski & Syn>',
        taxId: '5261040828',
        phone: '+48 600 123 456',
        email: 'biuro@test-consulting.example',
        address: 'ul. Testowa 1, 00-001 Warszawa',
      },
    }),
    database: await createTestDatabase(),
    web: { clientDir, ssrEntry },
  });
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const langOf = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1];

describe('language of the public pages (product §1)', () => {
  it('serves / in Polish by default, as complete HTML', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(langOf(response.body)).toBe('pl');
    expect(response.body).toContain('System zarządzania klubem strzeleckim w chmurze</h1>');
    expect(response.body).toContain('Zarządzanie członkami');
    expect(response.body).toContain('Wyślij wiadomość');
  });

  it.each([
    ['an English Host', { host: EN_HOST }],
    ['an English Host with a port', { host: `${EN_HOST}:8080` }],
    ['a Referer on the English domain', { referer: `https://${EN_HOST}/blog/post?x=1` }],
    ['the remembered choice (cookie)', { cookie: 'lang=en' }],
  ])('serves / in English for %s', async (_label, headers) => {
    const response = await get('/', headers);
    expect(response.statusCode).toBe(200);
    expect(langOf(response.body)).toBe('en');
    expect(response.body).toContain('Cloud management system for shooting clubs</h1>');
    expect(response.body).toContain('Member management');
    expect(response.body).not.toContain('Zarządzanie członkami');
  });

  it('lets an explicit choice win over the host: ?lang= first, then the cookie', async () => {
    expect(langOf((await get('/?lang=en')).body)).toBe('en');
    expect(langOf((await get('/?lang=pl', { host: EN_HOST, cookie: 'lang=en' })).body)).toBe('pl');
    expect(langOf((await get('/', { host: EN_HOST, cookie: 'lang=pl' })).body)).toBe('pl');
    // Unknown values are ignored, not an error.
    const odd = await get('/?lang=de', { cookie: 'lang=xx' });
    expect(odd.statusCode).toBe(200);
    expect(langOf(odd.body)).toBe('pl');
  });

  it('is not fooled by a host that merely contains the English one', async () => {
    expect(langOf((await get('/', { host: `${EN_HOST}.evil.example` })).body)).toBe('pl');
    expect(langOf((await get('/', { referer: `https://evil.example/${EN_HOST}` })).body)).toBe('pl');
  });

  it.each([
    ['/regulamin', 'Regulamin sklepu</h1>', 'Terms of Service</h1>'],
    ['/polityka-prywatnosci', 'Polityka prywatności</h1>', 'Privacy Policy</h1>'],
  ])('serves %s in both languages', async (path, polish, english) => {
    const pl = await get(path);
    const en = await get(path, { host: EN_HOST });
    expect([pl.statusCode, en.statusCode]).toEqual([200, 200]);
    expect(langOf(pl.body)).toBe('pl');
    expect(pl.body).toContain(polish);
    expect(langOf(en.body)).toBe('en');
    expect(en.body).toContain(english);
    expect(en.body).not.toContain(polish);
  });

  it('serves /cennik in the language of the host', async () => {
    expect(langOf((await get('/cennik')).body)).toBe('pl');
    expect(langOf((await get('/cennik', { referer: `https://${EN_HOST}/` })).body)).toBe('en');
  });

  it('tells caches that the answer depends on the language signals', async () => {
    const vary = String((await get('/')).headers.vary);
    for (const header of ['Cookie', 'Host', 'Referer', 'Accept-Encoding']) expect(vary).toContain(header);
  });
});

describe('pages that do not exist', () => {
  it('answers /nope with 404 and the not-found page, not indexable', async () => {
    const response = await get('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('404 Page Not Found</h1>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).not.toContain('rel="canonical"');
    const english = await get('/some/deep/path?x=1', { host: EN_HOST });
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('This page does not exist or has moved.');
  });

  it('answers unknown API paths with JSON, not the page', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('redirects a trailing slash to the one address of a page', async () => {
    const response = await get('/regulamin/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/regulamin');
  });
});

describe('company details from configuration', () => {
  it('appear in the footer and the terms, escaped wherever the page shows them', async () => {
    for (const path of ['/', '/regulamin']) {
      const html = (await get(path)).body;
      expect(html).toContain('Test Consulting &lt;Kowalski &amp; Syn&gt;');
      expect(html).toContain('biuro@test-consulting.example');
      expect(html).toContain('+48 600 123 456');
      expect(html).toContain('5261040828');
      // Never as markup: not in the text, not able to close a script element.
      expect(html).not.toContain('<Kowalski');
    }
  });
});
