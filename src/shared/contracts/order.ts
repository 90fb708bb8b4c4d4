import { z } from 'zod';
import type { ModuleCatalogue } from '../pricing/catalogue';
import { DEFAULT_COUNTRY } from '../validation/countries';
import {
  checkEuVatIdField,
  checkModules,
  checkOrderIdentity,
  MAX_AUTHORIZED_PERSONS,
  ORDER_VALIDATION_PL,
  orderFieldRules,
  SIMPLE_ORDER_DEFAULT_PAYMENT_MODE,
  type OrderValidationMessages,
} from '../validation/order-fields';
import { orderFormFields } from './public-form';

/**
 * POST /api/order (product §3, §5, §7). One endpoint takes both order forms: a request is the
 * full form as soon as it carries any field only the full form has (address, NIP/REGON, modules, persons,
 * the first administrator); otherwise it is the simple form. The schemas are built from a message table,
 * so the server answers with the product's Polish texts and the English dialog validates with English ones.
 */

export function createOrderSchemas(t: OrderValidationMessages) {
  const rules = orderFieldRules(t);

  // Either form may carry modules (product §3 sends selectedModules with no hint of the page): priced from the
  // catalogue named, or else the one holding every id sent.
  const modules = {
    // Absent: inferred from the module ids (resolveModuleCatalogue).
    moduleCatalogue: rules.moduleCatalogue.optional(),
    selectedModules: z.array(z.string().max(40), { error: t.unknownModule }).max(20).default([]),
  };
  const withModules = (
    order: {
      moduleCatalogue?: ModuleCatalogue;
      selectedModules: string[];
      country?: string;
      euVatId?: string;
    },
    ctx: z.RefinementCtx,
  ) => {
    checkModules(t, order.moduleCatalogue, order.selectedModules, ctx);
    checkEuVatIdField(t, order, ctx);
  };

  const simpleFields = z.object({
    name: rules.required,
    email: rules.email(t.required),
    phone: rules.phone,
    clubName: rules.required,
    memberCount: rules.memberCount,
    plan: rules.plan,
    paymentMode: rules.paymentMode.default(SIMPLE_ORDER_DEFAULT_PAYMENT_MODE),
    // The buyer's country (its invoice's KodKraju) and, for another EU member state, its VAT number.
    country: rules.country.default(DEFAULT_COUNTRY),
    euVatId: rules.euVatId,
    ...modules,
    ...orderFormFields,
  });
  const simple = simpleFields.superRefine(withModules);

  const authorizedPerson = z.object({
    firstName: rules.text(t.personNameRequired, 100),
    lastName: rules.text(t.personNameRequired, 100),
    position: rules.position,
  });

  const full = simpleFields
    .extend({
      street: rules.required,
      postalCode: rules.postalCode,
      city: rules.required,
      // Polish identifiers: for a buyer in Poland only (checkOrderIdentity).
      nip: rules.countryDependent(t.invalidNip),
      regon: rules.countryDependent(t.invalidRegon),
      paymentMode: rules.paymentMode,
      authorizedPersons: z
        .array(authorizedPerson, { error: t.personNameRequired })
        .max(MAX_AUTHORIZED_PERSONS, t.tooManyPersons)
        .default([]),
      adminUser: z.object(
        {
          firstName: rules.adminText,
          lastName: rules.adminText,
          email: rules.email(t.adminRequired),
          // A PESEL for a buyer in Poland, otherwise a passport or ID card number (checkOrderIdentity).
          pesel: rules.countryDependent(t.adminRequired),
          identityDocument: rules.countryDependent(t.identityDocumentRequired),
        },
        { error: t.adminRequired },
      ),
    })
    .superRefine((order, ctx) => {
      withModules(order, ctx);
      checkOrderIdentity(t, order, ctx);
    });

  const request = z.preprocess(
    (input) =>
      isPlainObject(input) ? { ...input, form: isFullOrderInput(input) ? 'full' : 'simple' } : input,
    z.discriminatedUnion('form', [
      simple.safeExtend({ form: z.literal('simple') }),
      full.safeExtend({ form: z.literal('full') }),
    ]),
  );

  return { simple, full, authorizedPerson, request };
}

/**
 * The invoice's buyer, completed after a short-form order (which asks only for the club's name): the club's
 * address, its country and NIP, or the confirmation that a Polish buyer has no NIP (`withoutNip`). The
 * operator gives it in the back office before the invoice is issued; the visitor may give it on the order's
 * confirmation, with the token the order's answer carried.
 */
export function createOrderBuyerSchemas(t: OrderValidationMessages) {
  const rules = orderFieldRules(t);
  const fields = z.object({
    street: rules.required,
    postalCode: rules.postalCode,
    city: rules.required,
    country: rules.country.default(DEFAULT_COUNTRY),
    nip: rules.nip,
    euVatId: rules.euVatId,
    withoutNip: z.boolean({ error: t.nipOrNone }).default(false),
  });
  const check = (buyer: z.output<typeof fields>, ctx: z.RefinementCtx) => {
    checkEuVatIdField(t, buyer, ctx);
    if (buyer.country === DEFAULT_COUNTRY && !buyer.withoutNip && !buyer.nip?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['nip'], message: t.nipOrNone });
    }
  };
  return {
    buyer: fields.superRefine(check),
    /** POST /api/order/:id/buyer: the same, with the token the order's answer carried. */
    update: fields
      .extend({
        token: z.string({ error: 'Brak klucza zamówienia' }).max(100, 'Nieprawidłowy klucz zamówienia'),
      })
      .superRefine(check),
  };
}
const orderBuyerSchemas = createOrderBuyerSchemas(ORDER_VALIDATION_PL);
export const orderBuyerSchema = orderBuyerSchemas.buyer;
export type OrderBuyer = z.output<typeof orderBuyerSchema>;
export type OrderBuyerInput = z.input<typeof orderBuyerSchema>;
export const orderBuyerUpdateSchema = orderBuyerSchemas.update;
export type OrderBuyerUpdate = z.input<typeof orderBuyerUpdateSchema>;

/**
 * Keys only the full form has (product §5); a simple request never carries them. Modules are not among them:
 * either form may carry modules.
 */
export const FULL_ORDER_ONLY_KEYS = [
  'street',
  'postalCode',
  'city',
  'nip',
  'regon',
  'authorizedPersons',
  'adminUser',
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

/**
 * `totalNet` is the binding PLN net total; `shown` is the same order in the visitor's currency by the one euro
 * rule (shared/pricing `quoteIn`), the figures the English site and e-mail show. `number` is the order's
 * pro forma number (issued with the order: the number the visitor quotes and pays against), `paymentDue` the
 * day (YYYY-MM-DD, business zone) the transfer is due; plan, period and modules are what was priced.
 */
/**
 * How to pay: the seller's account (grouped as people type it), the gross in the order's currency, the
 * transfer title and the recipient. `qr` is the Polish banks' transfer code (its text and an SVG of it) for
 * an order in złoty the code can carry; null for an order in euros.
 */
export const orderTransferSchema = z.object({
  account: z.string(),
  amount: z.number(),
  currency: z.enum(['PLN', 'EUR']),
  title: z.string(),
  recipient: z.string(),
  qr: z.object({ payload: z.string(), svg: z.string() }).nullable(),
});
export type OrderTransfer = z.infer<typeof orderTransferSchema>;

export const orderCreatedSchema = z.object({
  id: z.string(),
  /**
   * A short-form order's key to give the invoice's buyer from its confirmation (POST /api/order/:id/buyer);
   * null when the order has the club's address already (the full form).
   */
  buyerToken: z.string().nullable(),
  number: z.string(),
  paymentDue: z.string(),
  transfer: orderTransferSchema,
  plan: z.string(),
  paymentMode: z.string(),
  selectedModules: z.array(z.string()),
  totalNet: z.number(),
  shown: z.object({
    currency: z.enum(['PLN', 'EUR']),
    totalNet: z.number(),
    vat: z.number(),
    totalGross: z.number(),
  }),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;
