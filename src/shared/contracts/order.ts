import { z } from 'zod';
import {
  BILLING_PERIODS,
  LANDING_MODULE_IDS,
  MODULE_CATALOGUES,
  PLAN_IDS,
  PRICING_PAGE_MODULE_IDS,
  type BillingPeriod,
  type ModuleCatalogue,
  type PlanId,
} from '../pricing/catalogue';
import { isValidNip, isValidPesel, isValidRegon } from '../validation/polish-ids';
import { orderFormFields } from './public-form';

/**
 * POST /api/order (SPEC §3, §5, §7; DESIGN §7.3–4). One endpoint takes both order forms: a request is the
 * full form as soon as it carries any field only the full form has (address, NIP/REGON, modules, persons,
 * the first administrator); otherwise it is the simple form. The schemas are built from a message table,
 * so the server answers with SPEC's Polish texts and the English dialog validates with English ones.
 */

export type OrderValidationMessages = {
  /** SPEC §5: any contact or address field empty. */
  required: string;
  /** SPEC §5: any field of the first administrator empty. */
  adminRequired: string;
  /** SPEC §5: the terms checkbox (the form only; the server never sees it). */
  termsRequired: string;
  tooLong: string;
  invalidEmail: string;
  invalidPesel: string;
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
};

export const ORDER_VALIDATION_PL: OrderValidationMessages = {
  required: 'Wypełnij wszystkie wymagane pola.',
  adminRequired: 'Wypełnij wszystkie dane administratora.',
  termsRequired: 'Musisz zaakceptować regulamin i politykę prywatności.',
  tooLong: 'Wpisany tekst jest za długi.',
  invalidEmail: 'Nieprawidłowy adres email',
  invalidPesel: 'Nieprawidłowy numer PESEL',
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
};

/** SPEC §3: the positions an authorised person may hold (stored as these Polish values). */
export const AUTHORIZED_POSITIONS = [
  'Prezes Zarządu',
  'Wiceprezes Zarządu',
  'Sekretarz',
  'Skarbnik',
  'Członek Zarządu',
] as const;
export type AuthorizedPosition = (typeof AUTHORIZED_POSITIONS)[number];

export const PESEL_LENGTH = 11;
export const MAX_AUTHORIZED_PERSONS = 10;
/** SPEC §5: the simple form does not ask for a period; such an order is billed yearly, as that dialog priced it. */
export const SIMPLE_ORDER_DEFAULT_PAYMENT_MODE: BillingPeriod = 'yearly';
/**
 * SPEC's own clients send no catalogue. An order naming none is priced from the catalogue whose ids hold every
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
  const text = (missing: string, max = 200) =>
    z.string({ error: missing }).trim().min(1, missing).max(max, t.tooLong);
  const email = (missing: string) =>
    z.string({ error: missing }).trim().min(1, missing).max(320, t.tooLong).pipe(z.email(t.invalidEmail));
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
    phone: text(t.required, 40),
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
    nip: optionalId(isValidNip, t.invalidNip),
    regon: optionalId(isValidRegon, t.invalidRegon),
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

export function createOrderSchemas(t: OrderValidationMessages) {
  const rules = orderFieldRules(t);

  const simple = z.object({
    name: rules.required,
    email: rules.email(t.required),
    phone: rules.phone,
    clubName: rules.required,
    memberCount: rules.memberCount,
    plan: rules.plan,
    paymentMode: rules.paymentMode.default(SIMPLE_ORDER_DEFAULT_PAYMENT_MODE),
    ...orderFormFields,
  });

  const authorizedPerson = z.object({
    firstName: rules.text(t.personNameRequired, 100),
    lastName: rules.text(t.personNameRequired, 100),
    position: rules.position,
  });

  const full = simple
    .extend({
      street: rules.required,
      postalCode: rules.postalCode,
      city: rules.required,
      nip: rules.nip,
      regon: rules.regon,
      paymentMode: rules.paymentMode,
      // Absent: inferred from the module ids (resolveModuleCatalogue).
      moduleCatalogue: rules.moduleCatalogue.optional(),
      selectedModules: z.array(z.string().max(40), { error: t.unknownModule }).max(20).default([]),
      authorizedPersons: z
        .array(authorizedPerson, { error: t.personNameRequired })
        .max(MAX_AUTHORIZED_PERSONS, t.tooManyPersons)
        .default([]),
      adminUser: z.object(
        {
          firstName: rules.adminText,
          lastName: rules.adminText,
          email: rules.email(t.adminRequired),
          pesel: rules.pesel,
        },
        { error: t.adminRequired },
      ),
    })
    .superRefine((order, ctx) => checkModules(t, order.moduleCatalogue, order.selectedModules, ctx));

  const request = z.preprocess(
    (input) =>
      isPlainObject(input) ? { ...input, form: isFullOrderInput(input) ? 'full' : 'simple' } : input,
    z.discriminatedUnion('form', [
      simple.extend({ form: z.literal('simple') }),
      full.safeExtend({ form: z.literal('full') }),
    ]),
  );

  return { simple, full, authorizedPerson, request };
}

/** Keys only the full form has (DESIGN §7.4); a simple request never carries them. */
export const FULL_ORDER_ONLY_KEYS = [
  'street',
  'postalCode',
  'city',
  'nip',
  'regon',
  'selectedModules',
  'authorizedPersons',
  'adminUser',
  'moduleCatalogue',
] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isFullOrderInput(input: Record<string, unknown>): boolean {
  return FULL_ORDER_ONLY_KEYS.some(
    (key) => input[key] !== undefined && input[key] !== null && input[key] !== '',
  );
}

export const orderSchemas = createOrderSchemas(ORDER_VALIDATION_PL);
export const orderRequestSchema = orderSchemas.request;
export type OrderRequest = z.output<typeof orderRequestSchema>;
export type SimpleOrderRequest = z.input<typeof orderSchemas.simple>;
export type FullOrderRequest = z.input<typeof orderSchemas.full>;
export type AuthorizedPersonInput = z.input<typeof orderSchemas.authorizedPerson>;

export const orderCreatedSchema = z.object({ id: z.string(), totalNet: z.number() });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** NIP and REGON are stored bare (digits only), however they were typed. */
export const normalizeOrderId = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : stripSeparators(value);

/**
 * SPEC §3: what the pricing section hands to the order action. `totalCost` is for display only; the server
 * prices the order itself from the catalogue (DESIGN §7.3).
 */
export type OrderSummary = {
  plan: PlanId | null;
  paymentMode: BillingPeriod;
  selectedModules: string[];
  totalCost: number;
  moduleCatalogue: ModuleCatalogue;
};

/**
 * How a page opens the full order dialog: the pricing feature hands over the visitor's selection and the
 * module names in the page's language (the copy lives with the pricing feature, the form with ordering).
 */
export type FullOrderDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  summary: OrderSummary;
  moduleNames: Readonly<Record<string, string>>;
};

/** The simple dialog orders one plan; the period is the one the visitor was looking at. */
export type SimpleOrderDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  plan: PlanId;
  paymentMode: BillingPeriod;
};
