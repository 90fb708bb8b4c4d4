import { z } from 'zod';
import type { FullOrderRequest } from '@shared/contracts/order';
import { DEFAULT_COUNTRY } from '@shared/validation/countries';
import type { Language } from '@shared/language';
import {
  AUTHORIZED_POSITIONS,
  MAX_AUTHORIZED_PERSONS,
  checkEuVatIdField,
  checkModules,
  checkOrderIdentity,
  orderFieldRules,
  orderIdentityFields,
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
 * The country-dependent fields as the server gets them: only those the buyer's country asks for
 * (orderIdentityFields), trimmed, empty ones left out. A field hidden after a change of country keeps what
 * was typed in the form (it comes back with the country) but is neither checked nor sent.
 */
export function identityOf(
  values: Pick<FullOrderFormValues, 'country' | 'nip' | 'regon' | 'euVatId' | 'adminUser'>,
) {
  const fields = orderIdentityFields(values.country);
  const given = (applies: boolean, value: string) => (applies && value.trim() ? value.trim() : undefined);
  return {
    nip: given(fields.polishIds, values.nip),
    regon: given(fields.polishIds, values.regon),
    euVatId: given(fields.euVatId, values.euVatId),
    pesel: given(fields.pesel, values.adminUser.pesel),
    identityDocument: given(fields.identityDocument, values.adminUser.identityDocument),
  };
}

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
      nip: z.string(),
      regon: z.string(),
      // The English site starts with no country chosen: the visitor picks one.
      country: rules.country,
      euVatId: z.string(),
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
        pesel: z.string(),
        identityDocument: z.string(),
      }),
      acceptTerms: z.boolean().refine((accepted) => accepted, t.termsRequired),
    })
    .superRefine((order, ctx) => {
      checkModules(t, order.moduleCatalogue, order.selectedModules, ctx);
      // The contract's country-dependent rules, on what would be sent.
      const { pesel, identityDocument, ...ids } = identityOf(order);
      const sent = { country: order.country, ...ids, adminUser: { pesel, identityDocument } };
      checkEuVatIdField(t, sent, ctx);
      checkOrderIdentity(t, sent, ctx);
    });
}

export type FullOrderFormValues = z.input<ReturnType<typeof createFullOrderFormSchema>>;

export const emptyPerson = (first = false): FullOrderFormValues['authorizedPersons'][number] => ({
  firstName: '',
  lastName: '',
  position: first ? AUTHORIZED_POSITIONS[0] : AUTHORIZED_POSITIONS[4],
});

/** The Polish site's buyer is in Poland unless changed; the English site's visitor chooses the country. */
export function fullOrderDefaults(summary: OrderSummary, language: Language = 'pl'): FullOrderFormValues {
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
    country: language === 'pl' ? DEFAULT_COUNTRY : '',
    euVatId: '',
    memberCount: '',
    plan: summary.plan ?? DEFAULT_PLAN_ID,
    paymentMode: summary.paymentMode,
    moduleCatalogue: summary.moduleCatalogue,
    selectedModules: [...summary.selectedModules],
    authorizedPersons: [emptyPerson(true)],
    adminUser: { firstName: '', lastName: '', email: '', pesel: '', identityDocument: '' },
    acceptTerms: false,
  };
}

/**
 * The request body: only persons with both names are sent (product §3), the identifiers only when the
 * country asks for them and they are given.
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
  const {
    acceptTerms: _accepted,
    memberCount,
    nip: _nip,
    regon: _regon,
    euVatId: _euVatId,
    adminUser,
    ...rest
  } = values;
  const { pesel, identityDocument, ...ids } = identityOf(values);
  const { pesel: _pesel, identityDocument: _document, ...admin } = adminUser;
  return {
    body: {
      ...rest,
      ...withoutEmpty(ids),
      adminUser: { ...admin, ...withoutEmpty({ pesel, identityDocument }) },
      memberCount: toMemberCount(memberCount),
      selectedModules: [...values.selectedModules],
      authorizedPersons,
    },
    personIndex,
  };
}

function withoutEmpty<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
