import { z } from 'zod';
import { CLUB_SIZES } from '../beta';
import { isPhoneNumber, PHONE_INVALID } from '../validation/phone';
import { publicFormFields } from './public-form';

export { CLUB_SIZES, CLUB_SIZE_LABELS, type ClubSize } from '../beta';

const required = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `Maksymalnie ${max} znaków`);

/** product §5: name, email, phone, clubName and clubSize are all required. */
export const betaSignupRequestSchema = z.object({
  name: required('Imię i nazwisko jest wymagane', 200),
  email: z
    .string('Email jest wymagany')
    .trim()
    .min(1, 'Email jest wymagany')
    .max(320, 'Maksymalnie 320 znaków')
    .pipe(z.email('Nieprawidłowy adres email')),
  // A phone number as libphonenumber reads it (Polish when no country code): "-" or "brak" is not one.
  phone: required('Wymagany numer telefonu', 40).refine(isPhoneNumber, PHONE_INVALID.pl),
  clubName: required('Nazwa klubu jest wymagana', 200),
  clubSize: z.enum(CLUB_SIZES, 'Wybierz wielkość klubu'),
  ...publicFormFields,
});
export type BetaSignupRequest = z.infer<typeof betaSignupRequestSchema>;

export const betaSignupResponseSchema = z.object({ id: z.string() });

/** product §3: the pop-up switch. */
export const popupSettingsSchema = z.object({ enabled: z.boolean('Podaj enabled: true albo false') });
export type PopupSettings = z.infer<typeof popupSettingsSchema>;

/**
 * GET /api/popup-settings: the switch, and whether the asking browser has been shown the pop-up today (its
 * marker is kept against the day's visitor id, docs/decisions/0009; a browser that is not counted, GPC or
 * DNT, counts as shown: nothing can be remembered of it, and never is better than on every page).
 */
export const popupStateSchema = popupSettingsSchema.extend({ shown: z.boolean() });
export type PopupState = z.infer<typeof popupStateSchema>;

/** DELETE: the operator's 'test' button clears today's marker of their own browser (same address and agent). */
export const POPUP_SHOWN_ADMIN_PATH = '/api/admin/popup-shown';
