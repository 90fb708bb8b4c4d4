import type { Page } from '@playwright/test';
import { formatCalendarDay, instantOf, todayIn, type CalendarDay } from '../src/shared/slot-rules';
import type { TestSmtp } from '../src/server/test/smtp';
import { axeViolations, expect, expectSentToast, expectToast, signIn, test } from './fixtures';
import { isoDay, showDay, weekdayAhead } from './calendar-helpers';
import { serverWithMail } from './own-server';
import { openPage } from './site-helpers';

const WARSAW = 'Europe/Warsaw';

/** The e-mails to one address, as the test SMTP server received them (the server's worker sends them). */
async function mailsTo(smtp: TestSmtp, email: string, count: number) {
  // Awaited as they arrive (the server delivers through its job queue); the test limit bounds it.
  return smtp.waitForTo(email, count);
}
const manageLinkIn = (text: string | undefined) => {
  const match = /https?:\/\/[^\s]+(\/prezentacja\/[A-Za-z0-9_-]{43})/.exec(text ?? '');
  expect(match, 'the e-mail carries a manage link').not.toBeNull();
  return match![1]!;
};

async function pickSlot(page: Page, day: CalendarDay, hour: number) {
  const dialog = page.getByRole('dialog');
  // From the month the calendar opens on (the first free slot's, once its free days are read).
  await (await showDay(dialog, isoDay(day))).click();
  await dialog.getByRole('radio', { name: `${String(hour).padStart(2, '0')}:00` }).check();
}

test.describe('the visitor manages a booked demo from the e-mail', () => {
  // A visitor, three e-mails through a real SMTP server and the operator: more than 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  const own = serverWithMail();

  test('books, reschedules and cancels through the manage link; the operator follows every change', async ({
    browser,
    unique,
  }) => {
    const operator = await browser.newPage({ baseURL: own.server.url });
    await signIn(operator.request);
    // The first test day: at most four days ahead, always inside 'Najbliższe prezentacje' (7 days).
    const day = weekdayAhead(0);
    for (const hour of [9, 13]) {
      const created = await operator.request.post('/api/admin/slots', {
        data: { datetime: instantOf({ ...day, hour }, WARSAW).toISOString() },
      });
      expect(created.status()).toBe(201);
    }

    // The visitor books 09:00 through the landing page's dialog.
    const visitor = await browser.newPage({ baseURL: own.server.url });
    const name = `Ewa Testowa ${unique}`;
    const email = `ewa-${unique}@example.pl`;
    await openPage(visitor, '/');
    await visitor
      .getByRole('main')
      .getByRole('button', { name: 'Umów prezentację', exact: true })
      .first()
      .click();
    await pickSlot(visitor, day, 9);
    const booking = visitor.getByRole('dialog');
    await booking.getByRole('button', { name: 'Dalej' }).click();
    await booking.getByLabel('Imię i nazwisko').fill(name);
    await booking.getByLabel('Email').fill(email);
    await booking.getByLabel('Nazwa klubu').fill(`KS Manage ${unique}`);
    await booking.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expectSentToast(visitor, 'Zgłoszenie wysłane');

    // The confirmation arrives with the manage link; the visitor opens it.
    const [confirmation] = await mailsTo(own.smtp, email, 1);
    expect(confirmation!.subject).toBe('Prezentacja zarezerwowana – czeka na potwierdzenie');
    await openPage(visitor, manageLinkIn(confirmation!.text));
    const booked = visitor.getByTestId('managed-demo');
    await expect(booked.getByTestId('demo-time')).toContainText(`${formatCalendarDay(day)} 09:00`);
    await expect(booked).toContainText(`KS Manage ${unique}`);
    await expect(booked.getByTestId('demo-status')).toHaveText('Oczekuje na potwierdzenie');
    expect(await axeViolations(visitor)).toEqual([]);

    // The operator's coming days show it.
    await operator.goto('/security/admin/slots');
    const upcoming = operator.getByTestId('upcoming-demo').filter({ hasText: name });
    await expect(upcoming).toContainText('09:00');

    // Reschedule to 13:00 with the booking dialog's calendar.
    await visitor.getByRole('button', { name: 'Zmień termin' }).click();
    await pickSlot(visitor, day, 13);
    await expect(visitor.getByRole('dialog').getByRole('radio', { name: '09:00' })).toHaveCount(0);
    // Days without a free time are disabled here too: today has none in this server.
    const today = todayIn(WARSAW);
    if (today.month === day.month) {
      await expect(
        visitor.getByRole('dialog').locator(`[data-day="${isoDay(today)}"] button`),
      ).toBeDisabled();
    }
    await visitor.getByRole('button', { name: 'Przenieś na ten termin' }).click();
    await expectToast(visitor, 'Termin zmieniony');
    await expect(booked.getByTestId('demo-time')).toContainText(`${formatCalendarDay(day)} 13:00`);
    const [, rescheduled] = await mailsTo(own.smtp, email, 2);
    expect(rescheduled!.subject).toBe('Nowy termin prezentacji');

    await operator.reload();
    await expect(upcoming).toContainText('13:00');

    // Cancel with a reason.
    await visitor.getByRole('button', { name: 'Odwołaj prezentację' }).click();
    const cancelDialog = visitor.getByRole('dialog');
    await cancelDialog.getByLabel('Powód (opcjonalnie)').fill('Zmiana planów zarządu');
    await cancelDialog.getByRole('button', { name: 'Odwołaj prezentację' }).click();
    await expectToast(visitor, 'Prezentacja odwołana');
    await expect(booked.getByTestId('demo-status')).toHaveText('Odwołana');
    await expect(visitor.getByRole('button', { name: 'Zmień termin' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Umów nowy termin' })).toBeVisible();
    const [, , cancellation] = await mailsTo(own.smtp, email, 3);
    expect(cancellation!.subject).toBe('Prezentacja odwołana');

    // The operator: gone from the coming days, every change in the booking's history.
    await operator.reload();
    await expect(operator.getByRole('heading', { name: 'Najbliższe prezentacje' })).toBeVisible();
    await expect(operator.getByText('Ładowanie prezentacji...')).toHaveCount(0);
    await expect(upcoming).toHaveCount(0);
    await operator.goto(`/security/admin/demo-bookings?q=${encodeURIComponent(email)}`);
    await operator.getByRole('button', { name: 'Zarządzaj' }).first().click();
    const history = operator.getByRole('dialog').locator('section', { hasText: 'Historia zmian' });
    await expect(history).toContainText(
      `Termin zmieniony: ${formatCalendarDay(day)} 09:00 → ${formatCalendarDay(day)} 13:00`,
    );
    await expect(history).toContainText('Odwołane przez odwiedzającego. Powód: Zmiana planów zarządu');
    await expect(history).toContainText('Odwiedzający (link do rezerwacji)');

    // A wrong link is a friendly 404 page with the way to book again.
    const wrong = await openPage(visitor, '/prezentacja/nie-ma-takiego-linku');
    expect(wrong?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Ten link jest nieaktywny' })).toBeVisible();
    await visitor.getByRole('link', { name: 'Umów prezentację' }).click();
    await expect(visitor.getByRole('dialog').getByRole('grid')).toBeVisible();
  });
});
