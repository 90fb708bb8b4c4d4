import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticator } from 'otplib';
import { expect, test, E2E_ADMIN } from './fixtures';
import { serverForBlock, startServer } from './own-server';

/** Seconds a second factor counts for step-up on this server: short, so the spec can outlive it. */
const STEP_UP_SECONDS = 8;

type OwnServer = Awaited<ReturnType<typeof startServer>>;

// Each test waits out the server's 8 s step-up window more than once, and one restarts the server twice.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// A server of its own with MFA required.
const own = serverForBlock({
  env: { MFA_REQUIRED: 'true', MFA_STEP_UP_SECONDS: String(STEP_UP_SECONDS), PUBLIC_FORM_CHALLENGE: 'false' },
});
let base: string;
test.beforeAll(() => {
  // WebAuthn needs a domain for its relying party id (an IP address is not one): localhost.
  base = own.server.url.replace('127.0.0.1', 'localhost');
});

/** Chromium's virtual authenticator (DevTools Protocol): a platform passkey that verifies its user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function passwordStep(page: Page) {
  await page.goto(`${base}/security/admin/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Hasło').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
}

async function signOut(page: Page) {
  await page.request.post(`${base}/api/admin/logout`);
  await page.goto(`${base}/security/admin/login`);
  await expect(page.getByRole('button', { name: 'Zaloguj się kluczem dostępu' })).toBeVisible();
}

const dashboard = (page: Page) => expect(page).toHaveURL(new RegExp(`${base}/security/admin/?$`));

test('passkey enrolment, passkey alone, password + TOTP, a recovery code once, step-up in place for a PESEL and administrators', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);

  // First sign-in: enrolment before anything else.
  await passwordStep(page);
  await expect(page.getByText('Skonfiguruj logowanie dwuetapowe')).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj klucz dostępu' }).click();
  const codesList = page.getByTestId('recovery-codes');
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const codes = (await codesList.getByRole('listitem').allTextContents()).map((code) => code.trim());
  // One code a line (20 px), never broken over two: a wrapped code gets copied by hand as two.
  const heights = await codesList
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThan(30);
  await page.getByRole('button', { name: 'Zapisałem kody, przejdź dalej' }).click();
  await dashboard(page);

  // An authenticator app too, from the Security screen: the secret is read as the admin would type it.
  // Once the enrolment's second factor is older than the step-up window, the screen asks for it in place
  // and then shows the new secret.
  await page.goto(`${base}/security/admin/bezpieczenstwo`);
  await page.waitForTimeout((STEP_UP_SECONDS + 1) * 1000);
  await page
    .getByRole('button', { name: 'Dodaj klucz dostępu lub zmień aplikację uwierzytelniającą' })
    .click();
  await page.getByRole('button', { name: 'Skonfiguruj aplikację uwierzytelniającą' }).click();
  const factorStepUp = page.getByRole('dialog', { name: 'Potwierdź swoją tożsamość' });
  await expect(factorStepUp).toBeVisible();
  await factorStepUp.getByRole('button', { name: 'Użyj klucza dostępu' }).click();
  await expect(factorStepUp).toBeHidden();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Kod z aplikacji').fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Potwierdź kod' }).click();
  await expect(page.getByText('Aplikacja uwierzytelniająca', { exact: true })).toBeVisible();

  // Signed out, the passkey alone signs in.
  await signOut(page);
  await page.getByRole('button', { name: 'Zaloguj się kluczem dostępu' }).click();
  await dashboard(page);

  // Password, then a TOTP code (the next step's code: the current one was spent confirming the app).
  await signOut(page);
  await passwordStep(page);
  // The code field has the focus as soon as the step shows: the operator types the code at once.
  await expect(page.getByLabel('Kod z aplikacji uwierzytelniającej')).toBeFocused();
  await page
    .getByLabel('Kod z aplikacji uwierzytelniającej')
    .fill(authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret));
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await dashboard(page);

  // A recovery code signs in once.
  for (const expected of ['signed in', 'refused'] as const) {
    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Użyj kodu odzyskiwania' }).click();
    await expect(page.getByLabel('Kod odzyskiwania')).toBeFocused();
    await page.getByLabel('Kod odzyskiwania').fill(codes[0]!);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    if (expected === 'signed in') await dashboard(page);
    else await expect(page.getByRole('alert')).toContainText('Nieprawidłowy kod lub klucz dostępu');
  }

  // Signed in again by passkey; once the second factor is older than the step-up window, managing
  // administrators asks for it in place, then the invitation goes on.
  await signOut(page);
  await page.getByRole('button', { name: 'Zaloguj się kluczem dostępu' }).click();
  await dashboard(page);
  await page.waitForTimeout((STEP_UP_SECONDS + 1) * 1000);

  // Revealing a PESEL asks for the second factor in place, then shows the number.
  const buyerEmail = `jan-${Date.now()}@klub.example.pl`;
  const order = await fetch(`${base}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.0.1' },
    body: JSON.stringify({
      name: 'Jan Kowalski',
      email: buyerEmail,
      phone: '+48 600 100 200',
      clubName: 'KS Dziesiątka',
      street: 'ul. Strzelecka 10',
      postalCode: '00-950',
      city: 'Warszawa',
      plan: 'medium',
      paymentMode: 'monthly',
      selectedModules: ['skladki'],
      adminUser: {
        firstName: 'Piotr',
        lastName: 'Wiśniewski',
        email: 'piotr@klub.example.pl',
        pesel: '44051401458',
      },
    }),
  });
  expect(order.status).toBe(201);
  const { id: orderId } = (await order.json()) as { id: string };
  await page.goto(`${base}/security/admin/orders?open=${orderId}`);
  const orderDialog = page.getByRole('dialog', { name: 'Zarządzaj zamówieniem' });
  // A full load of the orders screen, then the order's record.
  await expect(orderDialog.getByTestId('order-admin-identity')).toHaveText('440514*****', {
    timeout: 15_000,
  });
  await orderDialog.getByRole('button', { name: 'Pokaż pełny numer PESEL' }).click();
  const peselStepUp = page.getByRole('dialog', { name: 'Potwierdź swoją tożsamość' });
  await expect(peselStepUp).toBeVisible();
  await peselStepUp.getByRole('button', { name: 'Użyj klucza dostępu' }).click();
  await expect(peselStepUp).toBeHidden();
  await expect(orderDialog.getByTestId('order-admin-identity')).toHaveText('44051401458');

  await page.waitForTimeout((STEP_UP_SECONDS + 1) * 1000);
  await page.goto(`${base}/security/admin/administratorzy`);
  const invited = `invited-${Date.now()}@example.pl`;
  await page.getByLabel('Email').fill(invited);
  await page.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdź swoją tożsamość' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Użyj klucza dostępu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Administratorzy' })).toContainText(invited);

  // A person's data export is a download: it asks for the second factor in place too, then the file comes
  // (a plain link would have saved the refusal as the file).
  await page.waitForTimeout((STEP_UP_SECONDS + 1) * 1000);
  await page.goto(`${base}/security/admin/privacy`);
  await page.getByLabel('Adres e-mail').fill(buyerEmail);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  const results = page.getByTestId('privacy-results');
  const download = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Eksportuj dane (JSON)' }).click();
  const exportStepUp = page.getByRole('dialog', { name: 'Potwierdź swoją tożsamość' });
  await expect(exportStepUp).toBeVisible();
  await exportStepUp.getByRole('button', { name: 'Użyj klucza dostępu' }).click();
  await expect(exportStepUp).toBeHidden();
  const file = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as {
    records: { orders: { email: string }[] };
  };
  expect(file.records.orders.map((row) => row.email)).toEqual([buyerEmail]);
});

test('a session from before MFA was required opens only the Security screen until a factor is added; removing a factor asks first', async ({
  page,
}) => {
  // Signed in with the password alone while no second factor was required…
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-upgrade-'));
  const relaxed = await startServer({ MFA_REQUIRED: 'false', PUBLIC_FORM_CHALLENGE: 'false' }, { dataDir });
  let strict: OwnServer | undefined;
  try {
    const relaxedBase = relaxed.url.replace('127.0.0.1', 'localhost');
    const signedIn = await page.request.post(`${relaxedBase}/api/admin/login`, {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(signedIn.status()).toBe(200);
    await relaxed.stop();

    // …then the server restarts requiring one: the same session sees the Security screen and nothing else.
    strict = await startServer({ MFA_REQUIRED: 'true', PUBLIC_FORM_CHALLENGE: 'false' }, { dataDir });
    const strictBase = strict.url.replace('127.0.0.1', 'localhost');
    await addVirtualAuthenticator(page);
    await page.goto(`${strictBase}/security/admin/contacts`);
    await expect(page).toHaveURL(`${strictBase}/security/admin/bezpieczenstwo`);
    await expect(page.getByRole('alert')).toContainText('Najpierw skonfiguruj logowanie dwuetapowe');
    await page.getByRole('button', { name: 'Dodaj klucz dostępu', exact: true }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'Zapisałem kody, przejdź dalej' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto(`${strictBase}/security/admin/contacts`);
    await expect(page).toHaveURL(`${strictBase}/security/admin/contacts`);
    await expect(page.getByRole('heading', { name: 'Kontakty', level: 1 })).toBeVisible();

    // Removing a factor asks first; cancelled, the passkey stays.
    await page.goto(`${strictBase}/security/admin/bezpieczenstwo`);
    await page.getByRole('button', { name: 'Usuń' }).first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Usunąć tę metodę logowania?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(/^Klucz dostępu: /)).toHaveCount(1);
  } finally {
    await relaxed.stop();
    await strict?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
