import { sql } from 'drizzle-orm';
import { BETA_SIGNUP_PATH } from '@shared/beta';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/contracts/headers';
import {
  betaSignups,
  contacts,
  demoBookings,
  orders,
  type idempotentRequests,
  type outboxMessages,
} from '../../db/schema/index';
import type { TestApp } from '../test-app';
import { publicPayloads } from './public-forms';
import { createSlot, weekdayAhead } from './slots';
import { nextIp, unique } from './visitors';

/** The tables a public form's write touches, and the idempotency keys' own. */
export type Table =
  | typeof contacts
  | typeof betaSignups
  | typeof demoBookings
  | typeof orders
  | typeof outboxMessages
  | typeof idempotentRequests;

/** A key as the site's forms make them: a random session id and a hash of the content. */
export const newKey = () => `${unique()}${unique()}-${unique()}`;

/** A browser somewhere: its address and User-Agent (a key belongs to one). */
export type Client = { ip: string; agent: string };
export const newClient = (): Client => ({ ip: nextIp(), agent: `Mozilla/5.0 (test ${unique()})` });

/**
 * The public forms' writes to `app` as a browser sends them, with or without an Idempotency-Key: the POST,
 * the rows counted per table, a free demo slot (made with the admin's `adminHeaders`) and every form.
 */
export function idempotentWrites(app: TestApp, adminHeaders: Record<string, string>) {
  const countOf = async (table: Table) =>
    (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  /** Sends the body as these bytes (an object as JSON.stringify writes it), from the client given or a new one. */
  const post = (url: string, payload: object | string, key?: string, client: Client = newClient()) =>
    app.inject({
      method: 'POST',
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: client.ip,
      headers: {
        'content-type': 'application/json',
        'user-agent': client.agent,
        ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
      },
    });

  let slotHour = 6;
  const freeSlot = async () => (await createSlot(app, adminHeaders, weekdayAhead(4), slotHour++)).datetime;

  /** Every public form write, with a fresh valid payload each and the table its record goes to. */
  const forms: {
    name: string;
    url: string;
    table: Table;
    payload: () => Promise<object>;
    /** The answer's secrets (made by the server, never sent by the visitor): null in a replay. */
    secrets?: string[];
  }[] = [
    { name: 'contact', url: '/api/contact', table: contacts, payload: async () => publicPayloads.contact() },
    {
      name: 'beta sign-up',
      url: BETA_SIGNUP_PATH,
      table: betaSignups,
      payload: async () => publicPayloads.beta(),
    },
    {
      name: 'demo booking',
      url: '/api/demo-booking',
      table: demoBookings,
      payload: async () => publicPayloads.demo(await freeSlot()),
      secrets: ['manageUrl', 'invitationUrl', 'meetingUrl'],
    },
    {
      name: 'simple order',
      url: '/api/order',
      table: orders,
      payload: async () => publicPayloads.simpleOrder(),
    },
    { name: 'full order', url: '/api/order', table: orders, payload: async () => publicPayloads.fullOrder() },
  ];

  return { countOf, post, freeSlot, forms };
}
