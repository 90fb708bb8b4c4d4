import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index';
import { publicPayloads } from '../../test/factories/public-forms';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A /cennik order's confirmation to the visitor: its plain text and its pro forma's text, white space folded. */
async function confirmation(url: string, selectedModules: string[]) {
  const payload = { ...publicPayloads.fullOrder(), moduleCatalogue: 'pricing-page', selectedModules };
  const response = await app.inject({ method: 'POST', url, payload });
  expect(response.statusCode).toBe(201);
  const messages = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.relatedId, response.json().id as string));
  const message = messages.find((m) => m.recipient === payload.email)!;
  const pdf = message.attachments.find((a) => a.contentType === 'application/pdf')!;
  const parser = new PDFParse({ data: new Uint8Array(Buffer.from(pdf.content, 'base64')) });
  try {
    return { mail: message.text, pdf: (await parser.getText()).text.replace(/\s+/g, ' ') };
  } finally {
    await parser.destroy();
  }
}

describe("an order's modules are named as the page the visitor ordered from named them", () => {
  it('in Polish: the e-mail and the pro forma say /cennik’s words', async () => {
    const { mail, pdf } = await confirmation('/api/order', [
      'payments',
      'range',
      'arsenal',
      'reports',
      'admin',
    ]);
    expect(mail).toContain(
      'Moduły dodatkowe: Płatności i składki, Rejestr strzelnicy, Magazyn broni i amunicji, Raporty i statystyki, Panel administracyjny',
    );
    for (const name of ['Płatności i składki', 'Rejestr strzelnicy', 'Magazyn broni i amunicji']) {
      expect(pdf).toContain(`Moduł ${name}, abonament miesięczny`);
    }
    expect(pdf).toContain('Moduł Raporty i statystyki');
    expect(pdf).toContain('Moduł Panel administracyjny');
  });

  it('in English likewise', async () => {
    const { mail, pdf } = await confirmation('/api/order?lang=en', ['payments', 'range', 'admin']);
    expect(mail).toContain('Add-on modules: Payments and fees, Range registry, Administration panel');
    expect(pdf).toContain('Module Payments and fees');
    expect(pdf).toContain('Module Range registry');
    expect(pdf).toContain('Module Administration panel');
  });
});
