import { z } from 'zod';

/** product §5 testimonial form messages, verbatim; the same text answers a missing field and a short one. */
export const TESTIMONIAL_MESSAGES = {
  clubName: 'Nazwa klubu musi mieć minimum 2 znaki',
  shortTestimonial: 'Krótka opinia musi mieć minimum 10 znaków',
  fullTestimonial: 'Pełna opinia musi mieć minimum 50 znaków',
  authorName: 'Imię i nazwisko musi mieć minimum 2 znaki',
  authorPosition: 'Stanowisko musi mieć minimum 2 znaki',
  logoUrl: 'Adres logo musi być pełnym adresem URL zaczynającym się od http:// lub https://',
  isActive: 'Status opinii musi mieć wartość true lub false',
} as const;

/** product §9 minimums (2, 10, 50, 2, 2); the maximums are ours, so one record cannot flood a page. */
export const TESTIMONIAL_LIMITS = {
  clubName: { min: 2, max: 200 },
  shortTestimonial: { min: 10, max: 500 },
  fullTestimonial: { min: 50, max: 5000 },
  authorName: { min: 2, max: 200 },
  authorPosition: { min: 2, max: 200 },
  logoUrl: { max: 2048 },
} as const;

type TextField = Exclude<keyof typeof TESTIMONIAL_LIMITS, 'logoUrl'>;

function text(field: TextField) {
  const { min, max } = TESTIMONIAL_LIMITS[field];
  const message = TESTIMONIAL_MESSAGES[field];
  return z.string({ error: message }).trim().min(min, message).max(max, `Maksymalnie ${max} znaków`);
}

// Any absolute http(s) address, international domains included; other schemes (javascript:, data:) never.
const httpUrl = z.url({ protocol: /^https?$/ });

/** Optional; when given, an absolute http(s) address. Blank means "no logo" and is stored as null. */
const logoUrl = z
  .string({ error: TESTIMONIAL_MESSAGES.logoUrl })
  .trim()
  .max(TESTIMONIAL_LIMITS.logoUrl.max, `Maksymalnie ${TESTIMONIAL_LIMITS.logoUrl.max} znaków`)
  .refine((value) => value === '' || httpUrl.safeParse(value).success, TESTIMONIAL_MESSAGES.logoUrl)
  .nullish()
  .transform((value) => value || null);

const isActive = z.boolean({ error: TESTIMONIAL_MESSAGES.isActive });

/** Which public site shows a testimonial: the Polish, the English, or both. */
export const TESTIMONIAL_LANGUAGES = ['pl', 'en', 'both'] as const;
export type TestimonialLanguage = (typeof TESTIMONIAL_LANGUAGES)[number];
export const TESTIMONIAL_LANGUAGE_LABELS: Record<TestimonialLanguage, string> = {
  pl: 'Polska strona',
  en: 'Angielska strona',
  both: 'Obie strony',
};
const language = z.enum(TESTIMONIAL_LANGUAGES, { error: 'Język opinii musi być jednym z: pl, en, both' });

const testimonialFields = {
  clubName: text('clubName'),
  logoUrl,
  shortTestimonial: text('shortTestimonial'),
  fullTestimonial: text('fullTestimonial'),
  authorName: text('authorName'),
  authorPosition: text('authorPosition'),
};

/** POST /api/testimonials, and the admin's add/edit form. isActive defaults to true (product §3). */
export const testimonialInputSchema = z.object({
  ...testimonialFields,
  isActive: isActive.default(true),
  language: language.default('both'),
});
export type TestimonialFormValues = z.input<typeof testimonialInputSchema>;
export type TestimonialInput = z.output<typeof testimonialInputSchema>;

/** The list's toggle: only isActive (product §4, §7). */
export const testimonialStatusSchema = z.object({ isActive });
export type TestimonialStatusInput = z.output<typeof testimonialStatusSchema>;

/** A whole edit: every field; an omitted isActive leaves the status as it was rather than re-activating. */
const testimonialEditSchema = z.object({
  ...testimonialFields,
  isActive: isActive.optional(),
  language: language.optional(),
});
export type TestimonialEdit = z.output<typeof testimonialEditSchema>;

const onlyStatus = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length === 1 &&
  'isActive' in body;

/**
 * PUT /api/testimonials/{id}: all fields, or only isActive (product §7). Chosen by the body's shape rather than
 * a z.union, so a bad edit answers with each field's own message instead of one "invalid input".
 */
export const testimonialUpdateSchema = z
  .unknown()
  .transform((body, ctx): TestimonialEdit | TestimonialStatusInput => {
    const result = (onlyStatus(body) ? testimonialStatusSchema : testimonialEditSchema).safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

/**
 * What a visitor sees (anonymous GET): active testimonials with product §3's fields and creation time (ISO 8601),
 * without the internal status.
 */
export const publicTestimonialSchema = z.object({
  id: z.string(),
  clubName: z.string(),
  logoUrl: z.string().nullable(),
  shortTestimonial: z.string(),
  fullTestimonial: z.string(),
  authorName: z.string(),
  authorPosition: z.string(),
  createdAt: z.string(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;

/** What the admin sees: every testimonial with its status. */
export const testimonialSchema = publicTestimonialSchema.extend({
  isActive: z.boolean(),
  language: z.enum(TESTIMONIAL_LANGUAGES),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The slider shows at most this many (the newest); the admin pages through all of them. */
export const PUBLIC_TESTIMONIALS_LIMIT = 24;
