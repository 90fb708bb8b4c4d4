import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_TO_ANONYMISED, REPLYABLE_KINDS, replyHistoryDetail } from '@shared/contracts/inbox';
import { ANONYMISED } from '@shared/privacy';
import { outboxMessages, statusChanges } from '../db/schema/index';
import { inboxFactories } from '../test/factories/inbox';
import { uniqueEmail } from '../test/factories/visitors';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { createTestApp, mailTestConfig, signInAsAdmin, type TestApp } from '../test/test-app';

/** 'Odpowiedz': the operator writes to the person of a record; the e-mail goes through the outbox. */
let smtp: TestSmtp;
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp(mailTestConfig(smtp.url, ['operator@example.pl']));
  admin = await signInAsAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const reply = (kind: string, id: string, payload: object, headers = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/reply`, headers, payload });
const history = async (kind: string, id: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/admin/${kind}/${id}/history`, headers: admin.headers })
  ).json();

describe('POST /api/admin/<kind>/:id/reply', () => {
  it('sends the operator’s words to the contact with Reply-To of the operator, in the record’s history and e-mails', async () => {
    const email = uniqueEmail('anna');
    const { id } = await inboxFactories.contacts(app.db, { email, name: 'Anna Nowak' });
    const response = await reply('contacts', id, {
      subject: 'Re: Pytanie o wdrożenie',
      message: 'Wdrożenie trwa zwykle tydzień.\n\nZadzwonię jutro, aby ustalić szczegóły.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id, status: 'new' });

    await app.jobs.runDue();
    const [mail, ...more] = smtp.to(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Re: Pytanie o wdrożenie');
    expect(mail!.replyTo?.value[0]?.address).toBe(admin.email);
    expect(mail!.text).toContain('Anna Nowak');
    expect(mail!.text).toContain('Wdrożenie trwa zwykle tydzień.');
    expect(mail!.text).toContain('Zadzwonię jutro, aby ustalić szczegóły.');

    const [entry] = await history('contacts', id);
    expect(entry).toMatchObject({
      fromStatus: 'new',
      toStatus: 'new',
      detail: replyHistoryDetail('Re: Pytanie o wdrożenie'),
      changedBy: admin.email,
    });
    // The record's e-mails show it with its delivery state.
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/admin/outbox?relatedKind=contacts&relatedId=${id}`,
      headers: admin.headers,
    });
    expect(outbox.json()).toEqual([
      expect.objectContaining({ subject: 'Re: Pytanie o wdrożenie', state: 'sent' }),
    ]);
  });

  it('reads as written by a person: no automatic footer, the operator’s signature, the chosen language', async () => {
    const email = uniqueEmail('john');
    const { id } = await inboxFactories.contacts(app.db, { email, name: 'John Smith' });
    const signed = await reply('contacts', id, {
      subject: 'Re: Pricing',
      message: 'The yearly plan saves 30%.',
      language: 'en',
      signature: 'Marta Kowalska\nOpiekun klienta',
    });
    expect(signed.statusCode).toBe(201);
    const unsigned = await reply('contacts', id, {
      subject: 'Re: Pricing again',
      message: 'One more thing.',
    });
    expect(unsigned.statusCode).toBe(201);
    await app.jobs.runDue();
    const mails = smtp.to(email);
    const english = mails.find((mail) => mail.subject === 'Re: Pricing')!;
    expect(english.text).toMatch(/Hello John Smith/);
    expect(english.text).toContain('Marta Kowalska');
    expect(english.text).toContain('Opiekun klienta');
    const polish = mails.find((mail) => mail.subject === 'Re: Pricing again')!;
    // Without a signature of their own: the operator's address under the closing.
    expect(polish.text).toContain('Pozdrawiamy');
    expect(polish.text).toContain(admin.email);
    for (const mail of [english, polish]) {
      expect(mail.text).not.toMatch(/automatycznie|automatically/);
      expect(String(mail.html)).not.toMatch(/automatycznie|automatically/);
    }
  });

  it('may set the status in the same step, written once in the history with the reply', async () => {
    const { id } = await inboxFactories['beta-signups'](app.db, { email: uniqueEmail('beta') });
    const response = await reply('beta-signups', id, {
      subject: 'Zaproszenie do testów',
      message: 'Zapraszamy!',
      status: 'accepted',
      language: 'en',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('accepted');
    const entries = await history('beta-signups', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ fromStatus: 'pending', toStatus: 'accepted' });
    const [message] = await app.db
      .select({ language: outboxMessages.language, replyTo: outboxMessages.replyTo })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.relatedKind, 'beta-signups'), eq(outboxMessages.relatedId, id)));
    expect(message).toEqual({ language: 'en', replyTo: admin.email });
  });

  it('refuses bad input naming the field, and sends nothing', async () => {
    const { id } = await inboxFactories.orders(app.db);
    const empty = await reply('orders', id, { subject: '  ', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ subject: 'Podaj temat', message: 'Napisz wiadomość' });
    const badStatus = await reply('orders', id, { subject: 'Temat', message: 'Treść', status: 'nope' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields).toHaveProperty('status');
    const sent = await app.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.relatedKind, 'orders'), eq(outboxMessages.relatedId, id)));
    expect(sent).toHaveLength(0);
    expect(await history('orders', id)).toHaveLength(0);
  });

  it('refuses a reply to an anonymised record with a clear message, queuing nothing and changing nothing', async () => {
    for (const kind of REPLYABLE_KINDS) {
      const email = uniqueEmail(`erased-${kind}`);
      const { id } = await inboxFactories[kind](app.db, { email });
      // Erased on the person's request, as 'Dane osobowe' does it.
      const query = `email=${encodeURIComponent(email)}`;
      const found = await app.inject({
        method: 'GET',
        url: `/api/admin/privacy/search?${query}`,
        headers: admin.headers,
      });
      const erased = await app.inject({
        method: 'POST',
        url: '/api/admin/privacy/erase',
        headers: admin.headers,
        payload: { email, confirmedCounts: found.json().counts },
      });
      expect(erased.statusCode, kind).toBe(200);
      const record = await app.inject({
        method: 'GET',
        url: `/api/admin/${kind}/${id}`,
        headers: admin.headers,
      });
      expect(record.json().email).toBe(ANONYMISED);

      const related = () =>
        app.db
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.relatedKind, kind), eq(outboxMessages.relatedId, id)));
      const historyBefore = await app.db.select().from(statusChanges).where(eq(statusChanges.recordId, id));
      const response = await reply(kind, id, {
        subject: 'Jeszcze jedno',
        message: 'Czy mogę w czymś pomóc?',
        status: kind === 'beta-signups' ? 'accepted' : undefined,
      });
      expect(response.statusCode, kind).toBe(409);
      expect(response.json()).toEqual({ error: REPLY_TO_ANONYMISED });
      expect(await related(), kind).toEqual([]);
      expect(await app.db.select().from(statusChanges).where(eq(statusChanges.recordId, id))).toEqual(
        historyBefore,
      );
      expect(
        (await app.inject({ method: 'GET', url: `/api/admin/${kind}/${id}`, headers: admin.headers })).json(),
      ).toEqual(record.json());
    }
  });

  it('answers 404 for an unknown record, 401 without a session; bug reports have no reply', async () => {
    const unknown = await reply('contacts', '00000000-0000-4000-8000-000000000042', {
      subject: 'A',
      message: 'B',
    });
    expect(unknown.statusCode).toBe(404);
    const { id } = await inboxFactories.contacts(app.db);
    expect(
      (await reply('contacts', id, { subject: 'A', message: 'B' }, {} as typeof admin.headers)).statusCode,
    ).toBe(401);
    const bug = await inboxFactories['bug-reports'](app.db);
    expect((await reply('bug-reports', bug.id, { subject: 'A', message: 'B' })).statusCode).toBe(404);
  });
});
