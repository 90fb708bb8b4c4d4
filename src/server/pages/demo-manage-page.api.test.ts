import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createLinkTokens } from '../lib/link-tokens';
import { bookDemo } from '../test/factories/demo-bookings';
import { weekdayAhead } from '../test/factories/slots';
import { createTestDatabase, signInAsAdmin, testConfig } from '../test/test-app';
import { builtClient } from './built-client';

const EN_HOST = 'shootingclub.example.com';
let app: Awaited<ReturnType<typeof buildApp>>;
let token: string;
let englishToken: string;
beforeAll(async () => {
  const { clientDir, ssrEntry } = builtClient();
  app = await buildApp({
    config: testConfig(),
    database: await createTestDatabase(),
    web: { clientDir, ssrEntry },
  });
  const { headers } = await signInAsAdmin(app);
  const visitor = { name: 'Jan <b>Kowalski</b>', email: 'jan@klub.pl', clubName: 'KS Dziesiątka' };
  const { id, slot } = await bookDemo(app, headers, weekdayAhead(0), 10, visitor);
  token = await createLinkTokens(app.db).issue(
    'demo-manage',
    id,
    new Date(Date.parse(slot.datetime) + 86_400_000),
  );
  const english = await bookDemo(
    app,
    headers,
    weekdayAhead(0),
    12,
    { name: 'Ann Smith', email: 'ann@club.example.com', clubName: 'Target Club' },
    { language: 'en' },
  );
  englishToken = await createLinkTokens(app.db).issue(
    'demo-manage',
    english.id,
    new Date(Date.parse(english.slot.datetime) + 86_400_000),
  );
});
afterAll(() => app?.close());

describe('/prezentacja/<token>', () => {
  it('renders the booking on the server in Polish, not cached, not indexed, escaping what the visitor typed', async () => {
    const response = await app.inject({ method: 'GET', url: `/prezentacja/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toContain('<html lang="pl">');
    expect(response.body).toContain('Prezentacja Strzelnica Cloud');
    expect(response.body).toContain('KS Dziesiątka');
    expect(response.body).toContain('Zmień termin');
    expect(response.body).not.toContain('<b>Kowalski</b>');
    expect(response.body).not.toContain('jan@klub.pl');
    // The token appears only where the page needs it (its data for hydration), never in canonical or og:url.
    expect(response.body).not.toMatch(new RegExp(`og:url" content="[^"]*${token}`));
  });

  it("renders in the booking's language, whatever the host or a remembered choice says", async () => {
    const english = await app.inject({
      method: 'GET',
      url: `/prezentacja/${englishToken}`,
      headers: { cookie: 'lang=pl', 'accept-language': 'pl-PL,pl;q=0.9' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Change the time');
    const polish = await app.inject({
      method: 'GET',
      url: `/prezentacja/${token}`,
      headers: { host: EN_HOST },
    });
    expect(polish.body).toContain('<html lang="pl">');
    expect(polish.body).toContain('Zmień termin');
  });

  it('follows ?lang= in the address over the booking', async () => {
    const response = await app.inject({ method: 'GET', url: `/prezentacja/${token}?lang=en` });
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('Change the time');
  });

  it('answers a wrong token with a friendly 404 page and a link to book again, in each language', async () => {
    const polish = await app.inject({ method: 'GET', url: '/prezentacja/nie-ma-takiego' });
    expect(polish.statusCode).toBe(404);
    expect(polish.body).toContain('Ten link jest nieaktywny');
    expect(polish.body).toContain('href="/#umow-prezentacje"');
    const english = await app.inject({
      method: 'GET',
      url: `/prezentacja/${'x'.repeat(43)}`,
      headers: { host: EN_HOST },
    });
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('This link is no longer active');
  });
});
