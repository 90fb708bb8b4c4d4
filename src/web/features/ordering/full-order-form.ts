import { z } from 'zod';
import type { FullOrderRequest } from '@shared/contracts/order';
import { DEFAULT_COUNTRY } from '@shared/validation/countries';
import {
  AUTHORIZED_POSITIONS,
  MAX_AUTHORIZED_PERSONS,
  checkEuVatIdField,
  checkModules,
  orderFieldRules,
  type OrderValidationMessages,
} from '@shared/validation/order-fields';
import type { OrderSummary } from '@web/lib/order-dialog-props';
import { DEFAULT_PLAN_ID } from '@shared/pricing/catalogue';

/** The member count is typed as text; empty means "not given" (product §3: integer or null, minimum 1). */
export const memberCountField = (t: OrderValidationMessages) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^-?\d+$/.test(value), t.memberCountInvalid)
    .refine((value) => value === '' || Number(value) >= 1, t.memberCountMin)
    .refine((value) => value === '' || Number(value) <= 1_000_000, t.memberCountInvalid);

export const toMemberCount = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/**
 * The full order form: the contract's field rules, plus what only the form has — rows of authorised persons
 * that may be left empty (they are dropped on submit, product §5) and the terms checkbox.
 */
export function createFullOrderFormSchema(t: OrderValidationMessages) {
  const rules = orderFieldRules(t);
  const personName = z.string().trim().max(100, t.tooLong);
  return z
    .object({
      name: rules.required,
      email: rules.email(t.required),
      phone: rules.phone,
      clubName: rules.required,
      street: rules.required,
      postalCode: rules.postalCode,
      city: rules.required,
      nip: rules.nip.unwrap(),
      regon: rules.regon.unwrap(),
      country: rules.country,
      euVatId: rules.euVatId.unwrap(),
      memberCount: memberCountField(t),
      plan: rules.plan,
      paymentMode: rules.paymentMode,
      moduleCatalogue: rules.moduleCatalogue,
      selectedModules: z.array(z.string()),
      authorizedPersons: z
        .array(z.object({ firstName: personName, lastName: personName, position: rules.position }))
        .max(MAX_AUTHORIZED_PERSONS, t.tooManyPersons),
      adminUser: z.object({
        firstName: rules.adminText,
        lastName: rules.adminText,
        email: rules.email(t.adminRequired),
        pesel: rules.pesel,
      }),
      acceptTerms: z.boolean().refine((accepted) => accepted, t.termsRequired),
    })
    .superRefine((order, ctx) => {
      checkModules(t, order.moduleCatalogue, order.selectedModules, ctx);
      checkEuVatIdField(t, order, ctx);
    });
}

export type FullOrderFormValues = z.input<ReturnType<typeof createFullOrderFormSchema>>;

export const emptyPerson = (first = false): FullOrderFormValues['authorizedPersons'][number] => ({
  firstName: '',
  lastName: '',
  position: first ? AUTHORIZED_POSITIONS[0] : AUTHORIZED_POSITIONS[4],
});

export function fullOrderDefaults(summary: OrderSummary): FullOrderFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    clubName: '',
    street: '',
    postalCode: '',
    city: '',
    nip: '',
    regon: '',
    country: DEFAULT_COUNTRY,
    euVatId: '',
    memberCount: '',
    plan: summary.plan ?? DEFAULT_PLAN_ID,
    paymentMode: summary.paymentMode,
    moduleCatalogue: summary.moduleCatalogue,
    selectedModules: [...summary.selectedModules],
    authorizedPersons: [emptyPerson(true)],
    adminUser: { firstName: '', lastName: '', email: '', pesel: '' },
    acceptTerms: false,
  };
}

/**
 * The request body: only persons with both names are sent (product §3), optional ids only when given.
 * `personIndex[i]` is the form row of the i-th person sent, to show the server's messages on the right row.
 */
export function toFullOrderRequest(values: FullOrderFormValues): {
  body: FullOrderRequest;
  personIndex: number[];
} {
  const personIndex: number[] = [];
  const authorizedPersons = values.authorizedPersons.flatMap((person, row) => {
    const firstName = person.firstName.trim();
    const lastName = person.lastName.trim();
    if (!firstName || !lastName) return [];
    personIndex.push(row);
    return [{ firstName, lastName, position: person.position }];
  });
  const { acceptTerms: _accepted, memberCount, nip, regon, euVatId, ...rest } = values;
  return {
    body: {
      ...rest,
      ...(nip.trim() && { nip: nip.trim() }),
      ...(regon.trim() && { regon: regon.trim() }),
      ...(euVatId.trim() && { euVatId: euVatId.trim() }),
      memberCount: toMemberCount(memberCount),
      selectedModules: [...values.selectedModules],
      authorizedPersons,
    },
    personIndex,
  };
}
