import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionFailure, isDatabaseUnavailable, unavailableCode } from './database-errors';

/** A driver error as pg makes it: a message, and the server's SQLSTATE and severity when it sent one. */
const pgError = (message: string, fields: { code?: string; severity?: string } = {}) =>
  Object.assign(new Error(message), fields);
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'a restart (57P01), wrapped by Drizzle',
      wrapped(
        pgError('terminating connection due to administrator command', { code: '57P01', severity: 'FATAL' }),
      ),
    ],
    ['a server starting up (57P03)', pgError('the database system is starting up', { code: '57P03' })],
    ['a connection exception (08006)', pgError('connection failure', { code: '08006' })],
    [
      'any FATAL error',
      pgError('database "x" is not currently accepting connections', { code: '55000', severity: 'FATAL' }),
    ],
    ['the socket gone (pg has no code for it)', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client broken by an earlier error',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'every address refused (AggregateError)',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''),
    ],
    ['the embedded database closed', wrapped(new Error('PGlite is closed'))],
  ])('%s: yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('duplicate key value', { code: '23505', severity: 'ERROR' }))],
    ['a syntax error', pgError('syntax error at or near', { code: '42601', severity: 'ERROR' })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'Connection terminated'],
    ['nothing', undefined],
  ])('%s: no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('what is counted and shown', () => {
  it("counts a lost connection under its SQLSTATE, or 'connection'", () => {
    expect(unavailableCode(wrapped(pgError('terminating', { code: '57P01' })))).toBe('57P01');
    expect(unavailableCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe('connection');
    expect(unavailableCode(wrapped(new Error('Connection terminated unexpectedly')))).toBe('connection');
  });

  it('names the failure in a word for /readyz, without the address', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    expect(connectionFailure(wrapped(refused))).toBe('ECONNREFUSED');
    expect(connectionFailure(new AggregateError([refused], ''))).toBe('ECONNREFUSED');
    expect(connectionFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      'connection lost',
    );
  });
});
