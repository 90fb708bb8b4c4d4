import { z } from 'zod';
import { orderLinkSchema } from './common';

/** Club-system instances: the English 'systems' screen (product §2, §3, §5). */
export const LICENSE_TYPES = ['small', 'medium', 'large'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

export const INSTANCE_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** Module lists: each entry trimmed, empty entries and duplicates dropped (product §3). */
export function normalizeModules(items: readonly string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}

/** The forms take modules as comma-separated text. */
export const parseModuleList = (text: string): string[] => normalizeModules(text.split(','));

export const MAX_MODULES = 50;
const MAX_MODULE_LENGTH = 80;
type ModuleMessages = { invalid: string; tooMany: string };

const normalizedModules = ({ invalid, tooMany }: ModuleMessages) =>
  z.array(z.string().max(MAX_MODULE_LENGTH, invalid)).max(MAX_MODULES, tooMany);

/** The API takes an array (absent or null meaning none). */
export const moduleListSchema = (messages: ModuleMessages) =>
  z
    .array(z.string({ error: messages.invalid }), { error: messages.invalid })
    .nullish()
    .transform((items) => normalizeModules(items ?? []))
    .pipe(normalizedModules(messages));

/** The forms take comma-separated text and send the array. */
export const moduleTextSchema = (messages: ModuleMessages) =>
  z.string().transform(parseModuleList).pipe(normalizedModules(messages));

/** Optional free text: blank or null is "not given" and is omitted (product §5: empty domain is omitted). */
export const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || undefined);

/** An http(s) URL, or blank/absent meaning "none". */
export const optionalHttpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: message })]))
    .nullish()
    .transform((value) => value || undefined);

export const requiredEmail = (message: string) =>
  z.string({ error: message }).trim().max(320, message).pipe(z.email(message));

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const LICENSE_LABELS: Record<LicenseType, string> = {
  small: 'Small (up to 50 members)',
  medium: 'Medium (up to 200 members)',
  large: 'Large (unlimited)',
};

const MODULE_MESSAGES: ModuleMessages = {
  invalid: 'Modules must be a list of names of at most 80 characters',
  tooMany: `At most ${MAX_MODULES} modules`,
};

export const createScmInstanceSchema = z.object({
  instanceName: requiredText(100, 'Instance name is required'),
  clubName: requiredText(200, 'Club name is required'),
  contactEmail: requiredEmail('Invalid email address'),
  domain: optionalText(253, 'Domain must have at most 253 characters'),
  licenseType: z.enum(LICENSE_TYPES, { error: 'License type must be small, medium or large' }),
  modules: moduleListSchema(MODULE_MESSAGES),
  webhookUrl: optionalHttpUrl('Invalid webhook URL'),
});
export type CreateScmInstanceRequest = z.input<typeof createScmInstanceSchema>;
export type CreateScmInstanceValues = z.output<typeof createScmInstanceSchema>;

/** The 'Add Instance' form: modules typed as comma-separated text, turned into the array the API takes. */
export const scmInstanceFormSchema = createScmInstanceSchema.extend({
  licenseType: z.enum(LICENSE_TYPES, { error: 'Select a license type' }),
  modules: moduleTextSchema(MODULE_MESSAGES),
});
export type ScmInstanceFormValues = z.input<typeof scmInstanceFormSchema>;
export type ScmInstanceFormOutput = z.output<typeof scmInstanceFormSchema>;

export const scmInstanceSchema = z.object({
  id: z.string(),
  instanceName: z.string(),
  clubName: z.string(),
  contactEmail: z.string(),
  domain: z.string().nullable(),
  licenseType: z.string(),
  modules: z.array(z.string()),
  webhookUrl: z.string().nullable(),
  status: z.string(),
  apiKey: z.string(),
  apiSecret: z.string(),
  lastActivity: z.string().nullable(),
  createdAt: z.string(),
  order: orderLinkSchema,
});
export type ScmInstance = z.infer<typeof scmInstanceSchema>;
export const scmInstanceListSchema = z.array(scmInstanceSchema);
