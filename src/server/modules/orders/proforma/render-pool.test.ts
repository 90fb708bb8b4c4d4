import { afterEach, describe, expect, it } from 'vitest';
import { amountInWordsPl } from './amount-in-words';
import { buildProformaDocument, type ProformaOrder } from './document';
import { renderProformaPdf } from './render-pdf';
import {
  createRenderPool,
  defaultRenderPoolOptions,
  RenderPoolBusyError,
  type RenderPool,
} from './render-pool';

const order = (overrides: Partial<ProformaOrder> = {}): ProformaOrder => ({
  id: '7d1f2c4e-8a9b-4c3d-9e8f-1a2b3c4d5e6f',
  language: 'pl',
  clubName: 'KS Dziesiątka Łódź',
  name: 'Jan Kowalski',
  email: 'jan@klub.pl',
  street: 'ul. Strzelecka 10',
  postalCode: '00-950',
  city: 'Warszawa',
  nip: '5261040828',
  plan: 'medium',
  paymentMode: 'monthly',
  moduleCatalogue: 'landing',
  selectedModules: ['skladki', 'zawody'],
  ...overrides,
});

const proforma = (number: string, overrides: Partial<ProformaOrder> = {}) =>
  buildProformaDocument({
    order: order(overrides),
    number,
    issuedAt: new Date('2026-11-24T10:00:00.123Z'),
    timeZone: 'Europe/Warsaw',
    seller: {
      name: 'Test Consulting',
      taxId: '5261040828',
      phone: '+48 600 000 000',
      email: 'kontakt@example.pl',
      address: 'ul. Testowa 1, 00-001 Warszawa',
      bankAccount: 'PL61109010140000071219812874',
    },
    eurRate: 4.3,
    amountInWords: amountInWordsPl,
  });

let pool: RenderPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

// Worker threads start and render PDFs: a few seconds of CPU, far longer on a loaded 2-core machine than the unit
// suite's 5 s default; a hang still fails at 30 s.
describe('the pro forma render pool', { timeout: 30_000 }, () => {
  it('gives the bytes the renderer gives in the process, for either language', async () => {
    pool = createRenderPool({ workers: 2, maxQueued: 4 });
    for (const doc of [proforma('PF/2026/11/0001'), proforma('PF/2026/11/0002', { language: 'en' })]) {
      const inProcess = await renderProformaPdf(doc);
      // The same document renders to the same file (the creation date is the issue time).
      expect((await renderProformaPdf(doc)).equals(inProcess)).toBe(true);
      const threaded = await pool.render(doc);
      expect(threaded.subarray(0, 5).toString()).toBe('%PDF-');
      expect(threaded.equals(inProcess)).toBe(true);
    }
  });

  it('renders as many documents at once as its threads and queue hold, and refuses the rest at once', async () => {
    pool = createRenderPool({ workers: 1, maxQueued: 2 });
    const docs = Array.from({ length: 6 }, (_, index) => proforma(`PF/2026/11/${1000 + index}`));
    const rendering = docs.slice(0, 3).map((doc) => pool!.render(doc));
    expect(pool.full).toBe(true);
    const outcomes = await Promise.allSettled([
      ...rendering,
      ...docs.slice(3).map((doc) => pool!.render(doc)),
    ]);
    expect(pool.full).toBe(false);
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected', 'rejected']);
    for (const outcome of outcomes.slice(3)) {
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(RenderPoolBusyError);
    }
    // Each caller got its own document.
    for (const [index, outcome] of outcomes.slice(0, 3).entries()) {
      const pdf = (outcome as PromiseFulfilledResult<Buffer>).value;
      expect(pdf.equals(await renderProformaPdf(docs[index]!))).toBe(true);
    }
    // Once the burst has passed, the pool takes documents again.
    expect((await pool.render(docs[5]!)).equals(await renderProformaPdf(docs[5]!))).toBe(true);
  });

  it('fails the waiting documents when it closes, and refuses new ones', async () => {
    pool = createRenderPool({ workers: 1, maxQueued: 2 });
    const settled = Promise.allSettled([1, 2, 3].map((n) => pool!.render(proforma(`PF/2026/11/000${n}`))));
    await pool.close();
    const outcomes = await settled;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await expect(pool.render(proforma('PF/2026/11/0009'))).rejects.toThrow(/closed/);
  });

  it('sizes itself from the cores: one left for the event loop, at least one, at most four', () => {
    expect(defaultRenderPoolOptions(1).workers).toBe(1);
    expect(defaultRenderPoolOptions(2).workers).toBe(1);
    expect(defaultRenderPoolOptions(4).workers).toBe(3);
    expect(defaultRenderPoolOptions(32).workers).toBe(4);
    expect(defaultRenderPoolOptions(4).maxQueued).toBe(48);
  });
});
