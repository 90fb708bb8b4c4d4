import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../test/test-app';
import { builtClient } from './built-client';

// Separate English domain configured, as in production: alternates point at it instead of ?lang=en.
const PL_URL = 'https://strzelnica.example.pl';
const EN_URL = 'https://shootingclub.example.com';
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const { clientDir, ssrEntry } = builtClient();
  app = await buildApp({
    config: testConfig({ publicUrl: PL_URL, publicUrlEn: EN_URL }),
    database: await createTestDatabase(),
    web: { clientDir, ssrEntry },
  });
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const EN = { host: 'shootingclub.example.com' };

const attribute = (html: string, tag: RegExp) => tag.exec(html)?.[1];
const titleOf = (html: string) => attribute(html, /<title>([^<]*)<\/title>/);
const descriptionOf = (html: string) => attribute(html, /<meta name="description" content="([^"]*)"/);
const unescape = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const OWN_PAGES = ['/', '/regulamin', '/polityka-prywatnosci'];

describe('head of each public page', () => {
  it.each(OWN_PAGES)(
    '%s has a title ≤ 60 and a description of 120–160 characters in both languages',
    async (path) => {
      for (const headers of [{}, EN]) {
        const html = (await get(path, headers)).body;
        const title = unescape(titleOf(html) ?? '');
        const description = unescape(descriptionOf(html) ?? '');
        expect(title.length, title).toBeGreaterThan(10);
        expect(title.length, title).toBeLessThanOrEqual(60);
        expect(description.length, description).toBeGreaterThanOrEqual(120);
        expect(description.length, description).toBeLessThanOrEqual(160);
      }
    },
  );

  it.each([...OWN_PAGES, '/cennik'])(
    '%s has canonical, hreflang alternates and Open Graph tags',
    async (path) => {
      const pl = (await get(path)).body;
      const en = (await get(path, EN)).body;
      expect(pl).toContain(`<link rel="canonical" href="${PL_URL}${path}" />`);
      expect(en).toContain(`<link rel="canonical" href="${EN_URL}${path}" />`);
      for (const html of [pl, en]) {
        expect(html).toContain(`<link rel="alternate" hreflang="pl" href="${PL_URL}${path}" />`);
        expect(html).toContain(`<link rel="alternate" hreflang="en" href="${EN_URL}${path}" />`);
        expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${PL_URL}${path}" />`);
        expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(titleOf(html));
        expect(attribute(html, /<meta property="og:description" content="([^"]*)"/)).toBe(
          descriptionOf(html),
        );
      }
      expect(pl).toContain(`<meta property="og:url" content="${PL_URL}${path}" />`);
      expect(pl).toContain('<meta property="og:locale" content="pl_PL" />');
      expect(en).toContain(`<meta property="og:url" content="${EN_URL}${path}" />`);
      expect(en).toContain('<meta property="og:locale" content="en_GB" />');
      expect(titleOf(pl)).not.toBe(titleOf(en));
    },
  );

  it('describes the seller as an Organization on every page', async () => {
    for (const path of [...OWN_PAGES, '/cennik', '/nope']) {
      const organization = jsonLd((await get(path)).body).find((data) => data['@type'] === 'Organization');
      expect(organization, path).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Test Consulting',
        url: PL_URL,
        email: 'kontakt@example.pl',
        telephone: '+48 600 000 000',
        taxID: '5261040828',
      });
    }
  });

  it('offers the three plans with their monthly prices on / (PLN in Polish, rounded EUR in English)', async () => {
    const offers = async (headers: Record<string, string>) => {
      const product = jsonLd((await get('/', headers)).body).find((data) => data['@type'] === 'Product');
      return (product?.offers as { name: string; price: number; priceCurrency: string }[]).map(
        ({ name, price, priceCurrency }) => ({ name, price, priceCurrency }),
      );
    };
    expect(await offers({})).toEqual([
      { name: 'Klub Mały', price: 70, priceCurrency: 'PLN' },
      { name: 'Klub Średni', price: 160, priceCurrency: 'PLN' },
      { name: 'Klub Duży', price: 300, priceCurrency: 'PLN' },
    ]);
    expect(await offers(EN)).toEqual([
      { name: 'Small club', price: 16, priceCurrency: 'EUR' },
      { name: 'Medium club', price: 37, priceCurrency: 'EUR' },
      { name: 'Large club', price: 70, priceCurrency: 'EUR' },
    ]);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps search engines out of the back office and the API, and points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /security/');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${PL_URL}/sitemap.xml`);
  });

  it('lists every public page with its language alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(
      ['/', '/cennik', '/polityka-prywatnosci', '/regulamin'].map((path) => `${PL_URL}${path}`).sort(),
    );
    expect(response.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${EN_URL}/regulamin"/>`);
    expect(response.body).not.toContain('/security');
  });
});
