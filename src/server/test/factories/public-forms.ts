import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_PATH } from '@shared/contracts/public-form';
import type { TestApp } from '../test-app';
import { slotChoice } from './slots';
import { unique } from './visitors';

/** A valid payload of each public form (what the site's dialogs send), unique per call. */

export const PESEL = '44051401458';
/** A German ID card number (the specimen card's): a club abroad names its administrator by it. */
export const IDENTITY_DOCUMENT = 'C01X00T47';

export const publicPayloads = {
  contact: () => ({
    name: 'Anna Nowak',
    email: `anna.${unique()}@klub.example.pl`,
    phone: '+48 600 100 200',
    subject: 'Pytanie o wdrożenie',
    message: 'Dzień dobry, ile trwa import danych?',
  }),
  beta: () => ({
    name: 'Marek Lewandowski',
    email: `marek.${unique()}@klub.example.pl`,
    phone: '+48 602 300 400',
    clubName: 'LOK Gdańsk',
    clubSize: '51-100',
  }),
  simpleOrder: () => ({
    name: 'Jan Kowalski',
    email: `jan.${unique()}@klub.example.pl`,
    phone: '+48 600 100 200',
    clubName: 'KS Dziesiątka',
    memberCount: 120,
    plan: 'medium',
  }),
  /** `overrides` replace whole fields (adminUser too). */
  fullOrder: <O extends object>(overrides: O = {} as O) => ({
    ...publicPayloads.simpleOrder(),
    street: 'ul. Strzelecka 10',
    postalCode: '00-950',
    city: 'Warszawa',
    paymentMode: 'monthly',
    selectedModules: ['skladki'],
    authorizedPersons: [{ firstName: 'Anna', lastName: 'Nowak', position: 'Prezes Zarządu' }],
    adminUser: {
      firstName: 'Piotr',
      lastName: 'Wiśniewski',
      email: `piotr.${unique()}@klub.example.pl`,
      pesel: PESEL,
    },
    ...overrides,
  }),
  /**
   * A club in Germany ordering on the English site: its country and EU VAT number, no NIP or REGON, and the
   * administrator's identity document instead of a PESEL. `overrides` replace whole fields.
   */
  foreignFullOrder: <O extends object>(overrides: O = {} as O) => ({
    ...publicPayloads.fullOrder(),
    name: 'Hans Becker',
    phone: '+49 30 1234567',
    clubName: 'Schützenverein Berlin e.V.',
    street: 'Schießstandweg 5',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
    euVatId: 'DE123456789',
    authorizedPersons: [],
    adminUser: {
      firstName: 'Klaus',
      lastName: 'Müller',
      email: `klaus.${unique()}@verein.example.de`,
      identityDocument: IDENTITY_DOCUMENT,
    },
    ...overrides,
  }),
  demo: (datetime: string) => ({
    name: 'Jan Kowalski',
    email: `demo.${unique()}@klub.example.pl`,
    phone: '+48 600 100 200',
    clubName: 'KS Dziesiątka',
    ...slotChoice(datetime),
  }),
};

/** Fetches a challenge as the widget does and solves it as the widget does: the payload for `altcha`. */
export async function solvedChallenge(app: TestApp): Promise<string> {
  const response = await app.inject({ method: 'GET', url: CHALLENGE_PATH });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
