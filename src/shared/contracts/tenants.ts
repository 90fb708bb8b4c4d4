import { z } from 'zod';
import { orderLinkSchema } from './common';
import {
  moduleListSchema,
  moduleTextSchema,
  optionalHttpUrl,
  optionalText,
  requiredEmail,
} from './scm-instances';

/**
 * Tenants: customer systems holding OAuth client credentials (product §2, §3, §5, §9); a registry apart from
 * the club-system instances (product §3, Decided).
 */
export const SUBSCRIPTION_PLANS = ['basic', 'premium', 'enterprise'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const PLAN_LABELS: Record<SubscriptionPlan, string> = {
  basic: 'Basic',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/** product §9: user caps per plan; maxUsers 1 to 1000, default 50 on the basic plan. */
export const PLAN_USER_CAPS: Record<SubscriptionPlan, number> = { basic: 50, premium: 200, enterprise: 1000 };
export const MIN_USERS = 1;
export const MAX_USERS = 1000;
export const DEFAULT_PLAN: SubscriptionPlan = 'basic';
export const DEFAULT_MAX_USERS = 50;

/** product §5, verbatim. */
export const TENANT_MESSAGES = {
  tenantName: 'Nazwa tenant musi mieć co najmniej 3 znaki',
  clubName: 'Nazwa klubu musi mieć co najmniej 3 znaki',
  contactEmail: 'Nieprawidłowy adres email',
  webhookUrl: 'Nieprawidłowy URL webhook',
  minUsers: 'Minimalna liczba użytkowników to 1',
  maxUsers: 'Maksymalna liczba użytkowników to 1000',
} as const;

export const planCapMessage = (plan: SubscriptionPlan) =>
  `Plan ${PLAN_LABELS[plan]} pozwala na maksymalnie ${PLAN_USER_CAPS[plan]} użytkowników`;

const name = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Maksymalnie ${max} znaków`);

const MODULE_MESSAGES = {
  invalid: 'Moduły muszą być listą nazw (maksymalnie 80 znaków każda)',
  tooMany: 'Maksymalnie 50 modułów',
};

const tenantFields = {
  tenantName: name(3, 100, TENANT_MESSAGES.tenantName),
  clubName: name(3, 200, TENANT_MESSAGES.clubName),
  contactEmail: requiredEmail(TENANT_MESSAGES.contactEmail),
  contactPhone: optionalText(40, 'Numer telefonu może mieć maksymalnie 40 znaków'),
  domain: optionalText(253, 'Domena może mieć maksymalnie 253 znaki'),
  webhookUrl: optionalHttpUrl(TENANT_MESSAGES.webhookUrl),
  subscriptionPlan: z
    .enum(SUBSCRIPTION_PLANS, { error: 'Plan subskrypcji musi być jednym z: basic, premium, enterprise' })
    .default(DEFAULT_PLAN),
  maxUsers: z
    .number({ error: 'Podaj liczbę użytkowników' })
    .int('Liczba użytkowników musi być liczbą całkowitą')
    .min(MIN_USERS, TENANT_MESSAGES.minUsers)
    .max(MAX_USERS, TENANT_MESSAGES.maxUsers)
    .default(DEFAULT_MAX_USERS),
  modules: moduleListSchema(MODULE_MESSAGES),
};

/** A plan's cap binds maxUsers (product §9): a basic tenant cannot be given 200 users. */
const withinPlanCap = (
  value: { subscriptionPlan: SubscriptionPlan; maxUsers: number },
  ctx: z.RefinementCtx,
) => {
  if (value.maxUsers > PLAN_USER_CAPS[value.subscriptionPlan]) {
    ctx.addIssue({ code: 'custom', path: ['maxUsers'], message: planCapMessage(value.subscriptionPlan) });
  }
};

export const createTenantSchema = z.object(tenantFields).superRefine(withinPlanCap);
export type CreateTenantRequest = z.input<typeof createTenantSchema>;
export type CreateTenantValues = z.output<typeof createTenantSchema>;

/** The add dialog: modules typed as comma-separated text, turned into the array the API takes. */
export const tenantFormSchema = z
  .object({
    ...tenantFields,
    modules: moduleTextSchema(MODULE_MESSAGES),
  })
  .superRefine(withinPlanCap);
export type TenantFormValues = z.input<typeof tenantFormSchema>;
export type TenantFormOutput = z.output<typeof tenantFormSchema>;

export const tenantStatusSchema = z.object({
  isActive: z.boolean({ error: 'Pole isActive musi mieć wartość true lub false' }),
});
export type TenantStatusRequest = z.infer<typeof tenantStatusSchema>;

/** What the operator sees: the secret decrypted, since the screen masks it and reveals it on request. */
export const tenantSchema = z.object({
  id: z.string(),
  tenantName: z.string(),
  clubName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  domain: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  subscriptionPlan: z.string(),
  maxUsers: z.number(),
  modules: z.array(z.string()),
  isActive: z.boolean(),
  clientId: z.string(),
  clientSecret: z.string(),
  createdAt: z.string(),
  lastActivity: z.string().nullable(),
  order: orderLinkSchema,
});
export type Tenant = z.infer<typeof tenantSchema>;
export const tenantListSchema = z.array(tenantSchema);

/** Client ids are recognisable in logs and support tickets. */
export const TENANT_CLIENT_ID_PREFIX = 'tnt_';
