import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { formatSlotDateTime } from '@shared/slot-rules';
import { CHALLENGE_PATH } from '@shared/contracts/public-form';
import type { TestApp } from '../test-app';

/** A valid payload of each public form (what the site's dialogs send), unique per call. */
let counter = 0;
const unique = () => `${++counter}-${Math.random().toString(36).slice(2, 7)}`;

export const PESEL = '44051401458';

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
  fullOrder: () => ({
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
  }),
  demo: (slotIso: string) => ({
    name: 'Jan Kowalski',
    email: `demo.${unique()}@klub.example.pl`,
    phone: '+48 600 100 200',
    clubName: 'KS Dziesiątka',
    preferredDate: formatSlotDateTime(new Date(slotIso), 'Europe/Warsaw'),
    selectedSlot: slotIso,
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
