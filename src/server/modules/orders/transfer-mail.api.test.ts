import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nrbDigits } from '@shared/transfer-qr';
import { createManualClock } from '../../lib/clock';
import { publicPayloads } from '../../test/factories/public-forms';
import { unique } from '../../test/factories/visitors';
import { readQrCode } from '../../test/qr-code';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createTestApp, mailTestConfig, type TestApp } from '../../test/test-app';

/*
 * The order's e-mail as the payer's mail client gets it from a real SMTP server: the transfer QR code is an
 * inline image (a `cid:` part, which clients show where they block data URLs and remote images), and a
 * banking app scanning it reads the same transfer as the confirmation's code.
 */
const clock = createManualClock('2027-06-01T09:00:00Z');
let smtp: TestSmtp;
let app: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp(mailTestConfig(smtp.url, []), { clock });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function orderMail(headers: Record<string, string> = {}) {
  const email = `przelew.${unique()}@klub.example.pl`;
  const payload = publicPayloads.fullOrder({
    email,
    clubName: `KS Łódź ${unique()}`,
    selectedModules: ['zawody'],
  });
  const response = await app.inject({ method: 'POST', url: '/api/order', payload, headers });
  expect(response.statusCode).toBe(201);
  await app.jobs.runDue();
  const [mail] = await smtp.waitForTo(email, 1);
  return { order: response.json(), mail: mail!, clubName: payload.clubName };
}

describe("the order e-mail's transfer QR code", () => {
  it('a złoty order: an inline PNG the HTML shows by its Content-ID, holding the ZBP transfer', async () => {
    const { order, mail, clubName } = await orderMail();
    expect(mail.subject).toBe(`Potwierdzenie zamówienia ${order.number}`);
    const image = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(image).toMatchObject({ cid: 'transfer-qr@order', related: true, contentDisposition: 'inline' });
    // mailparser puts a related part's bytes in place of the `cid:` link that names it, as a mail client shows
    // it: the image in the HTML is this very attachment only when the link and the Content-ID agree.
    const shown = (mail.html as string).match(/<img alt="Kod QR do przelewu"[^>]*>/)?.[0];
    expect(shown).toContain(`src="data:image/png;base64,${image!.content.toString('base64')}"`);

    const scanned = readQrCode(image!.content);
    expect(scanned).toBe(order.transfer.qr.payload);
    const fields = scanned!.split('|');
    expect(fields).toEqual([
      app.config.company.taxId.replace(/\D/g, ''),
      'PL',
      nrbDigits(app.config.bankAccount),
      String(Math.round(order.transfer.amount * 100)).padStart(6, '0'),
      expect.any(String),
      `${order.number}, ${clubName}`.slice(0, 32).trimEnd(),
      '',
      '',
      '',
    ]);
    expect(fields[2]).toMatch(/^\d{26}$/);
  });

  it('an order in euros: the details without an image (the Polish banks’ code is a PLN transfer)', async () => {
    const { order, mail } = await orderMail({ host: 'shootingclub.example.com' });
    expect(order.transfer).toMatchObject({ currency: 'EUR', qr: null });
    expect(order.transfer.account).toMatch(/^PL\d{2}( \d{4}){6}$/);
    expect(mail.html).toContain(order.transfer.account);
    expect(mail.html).toContain(order.transfer.title);
    expect(mail.html).not.toContain('cid:');
    expect(mail.attachments.filter((attachment) => attachment.contentType === 'image/png')).toEqual([]);
  });
});
