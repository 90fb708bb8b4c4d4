import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from '@shared/privacy';
import { monthsBefore, retentionCutoffs } from './retention-rules';

describe('retention rules', () => {
  it('counts calendar months back, clamping to the end of a shorter month', () => {
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-11-24T12:00:00Z'), 24).toISOString()).toBe('2024-11-24T12:00:00.000Z');
  });

  it('gives each kind its configured period and the PESEL its days', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const cutoffs = retentionCutoffs(DEFAULT_RETENTION, now);
    expect(cutoffs.contacts.toISOString()).toBe('2024-11-24T12:00:00.000Z');
    expect(cutoffs['demo-bookings'].toISOString()).toBe('2024-11-24T12:00:00.000Z');
    expect(cutoffs['beta-signups'].toISOString()).toBe('2024-11-24T12:00:00.000Z');
    expect(cutoffs.orders.toISOString()).toBe('2020-11-24T12:00:00.000Z');
    expect(cutoffs['bug-reports'].toISOString()).toBe('2023-11-24T12:00:00.000Z');
    expect(cutoffs.orderPesel.toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });
});
