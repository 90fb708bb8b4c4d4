import { z } from 'zod';
import {
  BILLING_PERIODS,
  LANDING_MODULE_IDS,
  MODULE_CATALOGUES,
  PLAN_IDS,
  PRICING_PAGE_MODULE_IDS,
  type BillingPeriod,
  type ModuleCatalogue,
} from '../pricing/catalogue';
import { checkEuVatId, COUNTRY_CODES, DEFAULT_COUNTRY, EU_VAT_PREFIX, type CountryCode } from './countries';
import { isPhoneNumber, PHONE_INVALID } from './phone';
import { isValidNip, isValidPesel, isValidRegon } from './polish-ids';
import { hasOnlyAllowedCharacters, toSingleLine } from './text';

/**
 * The order's field rules (product §3, §5), built from a message table so the server answers with the product's
 * Polish texts and the English dialogs validate with English ones. The wire schemas of POST /api/order
 * (contracts/order.ts) and the dialogs' form schemas are both made of these.
 */

export type OrderValidationMessages = {
  /** product §5: any contact or address field empty. */
  required: string;
  /** product §5: any field of the first administrator empty. */
  adminRequired: string;
  /** product §5: the terms checkbox (the form only; the server never sees it). */
  termsRequired: string;
  tooLong: string;
  invalidEmail: string;
  invalidPhone: string;
  invalidPesel: string;
  /** The first administrator of a club outside Poland: a passport or ID card number instead of a PESEL. */
  identityDocumentRequired: string;
  invalidIdentityDocument: string;
  invalidNip: string;
  invalidRegon: string;
  memberCountInvalid: string;
  memberCountMin: string;
  invalidPlan: string;
  invalidPaymentMode: string;
  invalidModuleCatalogue: string;
  unknownModule: string;
  personNameRequired: string;
  invalidPosition: string;
  tooManyPersons: string;
  /** A control character, U+FFFE and the like: nothing an invoice can carry. */
  invalidCharacters: string;
  invalidCountry: string;
  invalidEuVatId: string;
  /** An EU VAT number given with Poland or a country outside the EU. */
  euVatIdOutsideEu: string;
  /** A NIP or REGON (Polish identifiers) given with a buyer in another country. */
  polishIdOutsidePoland: string;
  /** The invoice's buyer in Poland with neither a NIP nor the confirmation that it has none. */
  nipOrNone: string;
};

export const ORDER_VALIDATION_PL: OrderValidationMessages = {
  required: 'Wypełnij wszystkie wymagane pola.',
  adminRequired: 'Wypełnij wszystkie dane administratora.',
  termsRequired: 'Musisz zaakceptować regulamin i politykę prywatności.',
  tooLong: 'Wpisany tekst jest za długi.',
  invalidEmail: 'Nieprawidłowy adres email',
  invalidPhone: PHONE_INVALID.pl,
  invalidPesel: 'Nieprawidłowy numer PESEL',
  identityDocumentRequired: 'Podaj numer dokumentu tożsamości administratora.',
  invalidIdentityDocument: 'Nieprawidłowy numer dokumentu tożsamości',
  invalidNip: 'Nieprawidłowy numer NIP',
  invalidRegon: 'Nieprawidłowy numer REGON',
  memberCountInvalid: 'Liczba członków musi być liczbą całkowitą.',
  memberCountMin: 'Liczba członków musi wynosić co najmniej 1.',
  invalidPlan: 'Wybierz pakiet: Klub Mały, Klub Średni lub Klub Duży.',
  invalidPaymentMode: 'Wybierz okres rozliczeniowy: miesięczny lub roczny.',
  invalidModuleCatalogue: 'Nieznany cennik modułów.',
  unknownModule: 'Wybrano moduł spoza cennika.',
  personNameRequired: 'Podaj imię i nazwisko osoby upoważnionej.',
  invalidPosition: 'Wybierz stanowisko z listy.',
  tooManyPersons: 'Można podać najwyżej 10 osób upoważnionych.',
  invalidCharacters: 'Pole zawiera niedozwolone znaki (np. znaki sterujące).',
  invalidCountry: 'Wybierz kraj z listy.',
  invalidEuVatId: 'Nieprawidłowy numer VAT UE',
  euVatIdOutsideEu: 'Numer VAT UE podaje się tylko dla kraju Unii Europejskiej innego niż Polska.',
  polishIdOutsidePoland: 'NIP i REGON podaje się tylko dla nabywcy z Polski.',
  nipOrNone: 'Podaj NIP nabywcy albo zaznacz, że nie ma on numeru NIP.',
};

/** product §3: the positions an authorised person may hold (stored as these Polish values). */
export const AUTHORIZED_POSITIONS = [
  'Prezes Zarządu',
  'Wiceprezes Zarządu',
  'Sekretarz',
  'Skarbnik',
  'Członek Zarządu',
] as const;
export type AuthorizedPosition = (typeof AUTHORIZED_POSITIONS)[number];

export const PESEL_LENGTH = 11;
/**
 * A passport or ID card number of any country: letters, digits, spaces and hyphens as printed, 4 to 30
 * characters (the shortest national numbers have 5 or 6, the longest with separators stay well under 30).
 */
export const IDENTITY_DOCUMENT_LENGTH = { min: 4, max: 30 } as const;
const IDENTITY_DOCUMENT_PATTERN = /^[\p{L}\p{N} -]+$/u;
/** The FA(3) schema's TAdresEmail allows 255 characters (the e-mail standard's 320 would be refused). */
export const EMAIL_MAX_LENGTH = 255;
/**
 * The dates an invoice can carry: the schema's TData (the payment date, DataZaplaty) runs from 2016-07-01
 * to 2050-01-01, within TDataT's range of the date of sale (P_6), which is the same booking date.
 */
export const INVOICE_DATE_RANGE = { min: '2016-07-01', max: '2050-01-01' } as const;
export const isInvoiceDate = (date: string) =>
  date >= INVOICE_DATE_RANGE.min && date <= INVOICE_DATE_RANGE.max;
export const MAX_AUTHORIZED_PERSONS = 10;
/** product §5: the simple form does not ask for a period; such an order is billed yearly, as that dialog priced it. */
export const SIMPLE_ORDER_DEFAULT_PAYMENT_MODE: BillingPeriod = 'yearly';
/**
 * The product's own clients send no catalogue. An order naming none is priced from the catalogue whose ids hold every
 * module sent (the two catalogues share no id); one with no modules from the landing page's, where it was born.
 */
export const DEFAULT_MODULE_CATALOGUE: ModuleCatalogue = 'landing';

export const MODULE_IDS_BY_CATALOGUE: Record<ModuleCatalogue, readonly string[]> = {
  landing: LANDING_MODULE_IDS,
  'pricing-page': PRICING_PAGE_MODULE_IDS,
};

const stripSeparators = (value: string) => value.replace(/[\s-]/g, '');

/** Field rules shared by the request schemas and the dialogs' form schemas. */
export function orderFieldRules(t: OrderValidationMessages) {
  // Every free-text field may reach the invoice, its PDF or an e-mail: one line, no control characters.
  const text = (missing: string, max = 200) =>
    z
      .string({ error: missing })
      .overwrite(toSingleLine)
      .trim()
      .min(1, missing)
      .max(max, t.tooLong)
      .refine((value) => hasOnlyAllowedCharacters(value), t.invalidCharacters);
  const email = (missing: string) =>
    z
      .string({ error: missing })
      .trim()
      .min(1, missing)
      .max(EMAIL_MAX_LENGTH, t.tooLong)
      .refine((value) => hasOnlyAllowedCharacters(value), t.invalidCharacters)
      .pipe(z.email(t.invalidEmail));
  const optionalId = (valid: (bare: string) => boolean, message: string) =>
    z
      .string({ error: message })
      .trim()
      .max(20, message)
      .refine((value) => value === '' || valid(stripSeparators(value)), message)
      .optional();
  return {
    text,
    email,
    required: text(t.required),
    // An empty phone has its message already; one message per problem.
    phone: text(t.required, 40).refine((phone) => phone === '' || isPhoneNumber(phone), t.invalidPhone),
    postalCode: text(t.required, 12),
    adminText: text(t.adminRequired, 100),
    // Length first, so a 12-digit PESEL gets the same message as a wrong checksum.
    pesel: z
      .string({ error: t.adminRequired })
      .trim()
      .min(1, t.adminRequired)
      .max(PESEL_LENGTH, t.invalidPesel)
      // An empty PESEL has its message already; one message per problem.
      .refine((pesel) => pesel === '' || pesel.length > PESEL_LENGTH || isValidPesel(pesel), t.invalidPesel),
    identityDocument: z
      .string({ error: t.identityDocumentRequired })
      .trim()
      .min(1, t.identityDocumentRequired)
      .refine(
        (value) =>
          value === '' ||
          (value.length >= IDENTITY_DOCUMENT_LENGTH.min &&
            value.length <= IDENTITY_DOCUMENT_LENGTH.max &&
            IDENTITY_DOCUMENT_PATTERN.test(value)),
        t.invalidIdentityDocument,
      ),
    nip: optionalId(isValidNip, t.invalidNip),
    regon: optionalId(isValidRegon, t.invalidRegon),
    /**
     * A field whose rule depends on the buyer's country (NIP, REGON, PESEL, identity document): only bounded
     * here, checked by checkOrderIdentity once the country is known.
     */
    countryDependent: (message: string) => z.string({ error: message }).trim().max(200, message).optional(),
    country: z
      .string({ error: t.invalidCountry })
      .trim()
      .toUpperCase()
      .pipe(z.enum(COUNTRY_CODES, { error: t.invalidCountry })),
    // Checked against the country by checkEuVatId (the object's refinement): its prefix and form depend on it.
    euVatId: z
      .string({ error: t.invalidEuVatId })
      .trim()
      .max(20, t.invalidEuVatId)
      .refine((value) => hasOnlyAllowedCharacters(value), t.invalidEuVatId)
      .optional(),
    memberCount: z
      .int({ error: t.memberCountInvalid })
      .min(1, t.memberCountMin)
      .max(1_000_000, t.memberCountInvalid)
      .nullable()
      .optional(),
    plan: z.enum(PLAN_IDS, { error: t.invalidPlan }),
    paymentMode: z.enum(BILLING_PERIODS, { error: t.invalidPaymentMode }),
    moduleCatalogue: z.enum(MODULE_CATALOGUES, { error: t.invalidModuleCatalogue }),
    position: z.enum(AUTHORIZED_POSITIONS, { error: t.invalidPosition }),
  };
}

/**
 * The catalogue an order is priced from: the one it names, else the one whose ids contain every module sent.
 * `null` when no catalogue holds them all (an unknown id, or a mix of both pages' modules).
 */
export function resolveModuleCatalogue(
  named: ModuleCatalogue | undefined,
  modules: readonly string[],
): ModuleCatalogue | null {
  const holdsAll = (catalogue: ModuleCatalogue) =>
    modules.every((id) => MODULE_IDS_BY_CATALOGUE[catalogue].includes(id));
  if (named !== undefined) return holdsAll(named) ? named : null;
  if (modules.length === 0) return DEFAULT_MODULE_CATALOGUE;
  return MODULE_CATALOGUES.find(holdsAll) ?? null;
}

/** Module ids must all come from one catalogue: the page's own when it is named. */
export function checkModules(
  t: OrderValidationMessages,
  catalogue: ModuleCatalogue | undefined,
  modules: readonly string[],
  ctx: z.RefinementCtx,
) {
  // An invalid catalogue has its own issue already; there is nothing to check the ids against.
  if (catalogue !== undefined && !Object.hasOwn(MODULE_IDS_BY_CATALOGUE, catalogue)) return;
  if (resolveModuleCatalogue(catalogue, modules) === null) {
    ctx.addIssue({ code: 'custom', path: ['selectedModules'], message: t.unknownModule });
  }
}

/** The EU VAT number against the buyer's country (Poland by default): only another member state's, well formed. */
export function checkEuVatIdField(
  t: OrderValidationMessages,
  order: { country?: string; euVatId?: string },
  ctx: z.RefinementCtx,
) {
  if (!order.euVatId) return;
  const verdict = checkEuVatId(order.euVatId, order.country ?? DEFAULT_COUNTRY);
  if (verdict === 'ok') return;
  ctx.addIssue({
    code: 'custom',
    path: ['euVatId'],
    message: verdict === 'outside-eu' ? t.euVatIdOutsideEu : t.invalidEuVatId,
  });
}

/**
 * Which identifiers an order asks for, by the buyer's country (product §3, §5): a Polish buyer's NIP and
 * REGON and its first administrator's PESEL; elsewhere the administrator's passport or ID card number, and
 * for another EU member state the buyer's EU VAT number. The form shows these fields and no others.
 */
export function orderIdentityFields(country: string | undefined) {
  const polish = (country ?? DEFAULT_COUNTRY) === DEFAULT_COUNTRY;
  return {
    polishIds: polish,
    pesel: polish,
    identityDocument: !polish,
    euVatId: !polish && EU_VAT_PREFIX[country as CountryCode] !== undefined,
  };
}

type IdentityInput = {
  country?: string;
  nip?: string;
  regon?: string;
  adminUser?: { pesel?: string; identityDocument?: string };
};

/**
 * The country-dependent fields of a full order, in one place for the contract and the form: for Poland the
 * NIP and REGON when given and the PESEL, required (product §5's messages); for another country a NIP or
 * REGON is refused, naming the field, and the administrator's identity document is required. A PESEL sent
 * for a buyer abroad is ignored (not checked, never stored): the identity document is what names them.
 */
export function checkOrderIdentity(t: OrderValidationMessages, order: IdentityInput, ctx: z.RefinementCtx) {
  const rules = orderFieldRules(t);
  const fields = orderIdentityFields(order.country);
  const check = (schema: z.ZodType, value: string | undefined, path: (string | number)[]) => {
    const verdict = schema.safeParse(value ?? '');
    if (verdict.success) return;
    // One message per field: the first problem found.
    ctx.addIssue({ code: 'custom', path, message: verdict.error.issues[0]!.message });
  };
  if (fields.polishIds) {
    if (order.nip) check(rules.nip, order.nip, ['nip']);
    if (order.regon) check(rules.regon, order.regon, ['regon']);
  } else {
    for (const key of ['nip', 'regon'] as const) {
      if (order[key]) ctx.addIssue({ code: 'custom', path: [key], message: t.polishIdOutsidePoland });
    }
  }
  if (!order.adminUser) return;
  if (fields.pesel) check(rules.pesel, order.adminUser.pesel, ['adminUser', 'pesel']);
  else check(rules.identityDocument, order.adminUser.identityDocument, ['adminUser', 'identityDocument']);
}

export const normalizeOrderId = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : stripSeparators(value);
