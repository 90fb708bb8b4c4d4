import { z } from 'zod';
import { isPhoneNumber, PHONE_INVALID } from '../validation/phone';
import { publicFormFields } from './public-form';

/** Longest values accepted; generous for people, small enough that nobody stores a novel by mistake. */
export const CONTACT_LIMITS = { name: 200, email: 320, phone: 40, subject: 200, message: 5000 } as const;

/** A required text; Polish needs the whole message per field (the adjective agrees with the noun). */
const required = (missing: string, label: string, max: number) =>
  z.string(missing).trim().min(1, missing).max(max, `${label} może mieć najwyżej ${max} znaków`);

/**
 * POST /api/contact (product §3, §5, §7): name, email, subject, message required; phone optional (the form
 * shows it; the product's payload has no phone, so an absent or blank phone is simply not stored).
 */
export const contactRequestSchema = z.object({
  name: required('Imię i nazwisko są wymagane', 'Imię i nazwisko', CONTACT_LIMITS.name),
  email: z
    .string('Email jest wymagany')
    .trim()
    .min(1, 'Email jest wymagany')
    .max(CONTACT_LIMITS.email, `Email może mieć najwyżej ${CONTACT_LIMITS.email} znaków`)
    .pipe(z.email('Nieprawidłowy adres email')),
  phone: z
    .string('Telefon musi być tekstem')
    .trim()
    .max(CONTACT_LIMITS.phone, `Telefon może mieć najwyżej ${CONTACT_LIMITS.phone} znaków`)
    .refine((value) => value === '' || isPhoneNumber(value), PHONE_INVALID.pl)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined)),
  subject: required('Temat jest wymagany', 'Temat', CONTACT_LIMITS.subject),
  message: required('Wiadomość jest wymagana', 'Wiadomość', CONTACT_LIMITS.message),
  ...publicFormFields,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactCreatedSchema = z.object({ id: z.string() });
export type ContactCreated = z.infer<typeof contactCreatedSchema>;
