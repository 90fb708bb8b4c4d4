import { describe, expect, it } from 'vitest';
import { createOrderSchemas, isFullOrderInput } from './order';
import { normalizeOrderId, ORDER_VALIDATION_PL } from '../validation/order-fields';

describe('isFullOrderInput', () => {
  it('is the full form when any full-only field carries a value (product §5)', () => {
    expect(isFullOrderInput({ name: 'Jan', plan: 'small', paymentMode: 'monthly' })).toBe(false);
    expect(isFullOrderInput({ name: 'Jan', nip: '', street: null, adminUser: undefined })).toBe(false);
    expect(isFullOrderInput({ name: 'Jan', street: 'ul. Polna 1' })).toBe(true);
    expect(isFullOrderInput({ name: 'Jan', adminUser: {} })).toBe(true);
    // Modules alone do not make a full order: either form may carry them.
    expect(isFullOrderInput({ name: 'Jan', selectedModules: ['payments'] })).toBe(false);
  });
});

describe('createOrderSchemas', () => {
  it('uses the message table it is given', () => {
    const custom = createOrderSchemas({ ...ORDER_VALIDATION_PL, invalidPlan: 'plan?' });
    const result = custom.request.safeParse({
      name: 'Jan',
      email: 'jan@klub.pl',
      phone: '600 100 200',
      clubName: 'K',
      plan: 'x',
    });
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['plan'], message: 'plan?' })]);
  });
});

describe('normalizeOrderId', () => {
  it('keeps digits only, and no value for an empty one', () => {
    expect(normalizeOrderId('526-104-08-28')).toBe('5261040828');
    expect(normalizeOrderId(' 123 456 785 ')).toBe('123456785');
    expect(normalizeOrderId('  ')).toBeNull();
    expect(normalizeOrderId(undefined)).toBeNull();
  });
});
