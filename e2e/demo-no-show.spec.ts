import type { Locator, Page } from '@playwright/test';
import { formatSlotDateTime } from '../src/shared/slot-rules';
import type { Database } from '../src/server/db/client';
import { insertDemoBooking } from '../src/server/test/factories/inbox';
import { axeViolations, expect, expectToast, signIn } from './fixtures';
import { testOnOwnServer } from './own-server';

/**
 * 'Nie pojawił się': the operator marks a demo already held, the list and the record show the flag, and the
 * dashboard's 'Frekwencja na prezentacjach' follows. Demos in the past cannot be booked through the site, so
 * this spec's own server starts on a database seeded with them (own-server.ts, `seed`).
 */

const TAG = Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const absent = `Marek Nieobecny ${TAG}`;

/** Screenshots for the note, when asked for (SHOTS_DIR=/tmp/shots). */
async function shot(target: Page | Locator, name: string) {
  if (process.env.SHOTS_DIR) await target.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

/** Demos held days ago, on the hour as slots are, with the time the visitor saw. */
const demo = (name: string, daysAgo: number, status: string) => {
  const start = new Date(Math.floor((Date.now() - daysAgo * DAY) / HOUR) * HOUR);
  return (db: Database) =>
    insertDemoBooking(db, {
      name,
      status,
      selectedSlot: start,
      preferredDate: formatSlotDateTime(start, 'Europe/Warsaw'),
    });
};

/** The page's baseURL is this worker's own server, started on the seeded database. */
const seededTest = testOnOwnServer(
  {},
  {
    seed: async (db) => {
      const seeds = [
        demo(absent, 3, 'confirmed'),
        demo(`Ola Obecna ${TAG}`, 5, 'completed'),
        demo(`Jan Odwołany ${TAG}`, 4, 'cancelled'),
        demo(`Ewa Dawna ${TAG}`, 40, 'confirmed'),
      ];
      for (const seed of seeds) await seed(db);
    },
  },
);

seededTest.describe('the no-show flag', () => {
  seededTest(
    'the operator marks a past demo "Nie pojawił się" and the dashboard shows the show-up rate @mobile',
    async ({ page }, testInfo) => {
      const width = testInfo.project.name === 'mobile' ? 375 : 1280;
      await signIn(page.request);

      const rate = (days: number) => page.getByTestId('show-up').getByTestId(`show-up-${days}`);
      await page.goto('/security/admin');
      await expect(page.getByText('Frekwencja na prezentacjach')).toBeVisible();
      // The cancelled demo counts nowhere; the 40-day-old one only in 90 days.
      await expect(rate(30)).toHaveText(/^100%\s*\(2 z 2\)$/);
      await expect(rate(90)).toHaveText(/^100%\s*\(3 z 3\)$/);

      await page.goto(`/security/admin/demo-bookings?q=${encodeURIComponent(absent)}`);
      const row = page.getByRole('list', { name: 'Rezerwacje demo' }).getByRole('article');
      await expect(row).toHaveCount(1);
      await expect(row).not.toContainText('Nie pojawił się');
      await row.getByRole('button', { name: 'Zarządzaj' }).click();
      const dialog = page.getByRole('dialog', { name: 'Zarządzaj rezerwacją demo' });
      const flag = dialog.getByRole('checkbox', { name: 'Nie pojawił się' });
      await expect(flag).not.toBeChecked();
      await flag.check();
      await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
      await expectToast(page, 'Rezerwacja zapisana');
      await expect(dialog).toBeHidden();

      // The list's badge; the record keeps the flag and its history says it was marked.
      await expect(row.getByText('Nie pojawił się', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: 'Zarządzaj' }).click();
      await expect(flag).toBeChecked();
      await expect(dialog.getByText('Oznaczono: Nie pojawił się')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `noshow-record-${width}`);
      await dialog.getByRole('button', { name: 'Anuluj' }).click();
      await expect(dialog).toBeHidden();
      await shot(page, `noshow-list-${width}`);

      await page.goto('/security/admin');
      await expect(rate(30)).toHaveText(/^50%\s*\(1 z 2\)$/);
      await expect(rate(90)).toHaveText(/^67%\s*\(2 z 3\)$/);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('show-up').scrollIntoViewIfNeeded();
      await shot(page, `noshow-dashboard-${width}`);
      await shot(page.getByTestId('show-up'), `noshow-card-${width}`);
    },
  );
});
