import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './auth';

/** The 'Administratorzy' screen: more than one operator, each invited by e-mail (product §2). */
export const ADMIN_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const ADMIN_STATUS_LABELS: Record<AdminStatus, string> = {
  active: 'Aktywny',
  invited: 'Zaproszony',
  deactivated: 'Dezaktywowany',
};

/** How long an invitation link opens the set-password page. */
export const INVITATION_VALID_DAYS = 7;

export const LAST_ADMIN_MESSAGE =
  'Nie można dezaktywować ostatniego aktywnego administratora. Najpierw zaproś i aktywuj kolejnego.';
export const DUPLICATE_ADMIN_MESSAGE = 'Administrator z tym adresem email już istnieje';
export const INVALID_INVITATION_MESSAGE =
  'Ten link wygasł lub został już użyty. Poproś administratora o nowe zaproszenie.';

export const administratorSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(ADMIN_STATUSES),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
  /** The newest invitation link's expiry, for an invited admin. */
  invitationExpiresAt: z.string().nullable(),
});
export type Administrator = z.infer<typeof administratorSchema>;
export const administratorListSchema = z.array(administratorSchema);

export const inviteAdministratorSchema = z.object({
  email: z
    .string('Email jest wymagany')
    .trim()
    .min(1, 'Email jest wymagany')
    .max(320, 'Email może mieć najwyżej 320 znaków')
    .pipe(z.email('Nieprawidłowy adres email')),
});
export type InviteAdministrator = z.infer<typeof inviteAdministratorSchema>;

/** The set-password page's token (a link token is 43 characters of base64url). */
export const invitationTokenParamsSchema = z.object({
  // Any text: a wrong or mangled token is the friendly 404 of an expired link, not a validation error.
  token: z.string().max(200, INVALID_INVITATION_MESSAGE),
});

export const invitationViewSchema = z.object({ email: z.string() });
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** The same rule as `npm run admin` (MIN_PASSWORD_LENGTH); the repeat is checked here too. */
export const acceptInvitationSchema = z
  .object({
    password: z
      .string('Hasło jest wymagane')
      .min(MIN_PASSWORD_LENGTH, `Hasło musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaków`)
      .max(1024, 'Hasło może mieć najwyżej 1024 znaki'),
    passwordRepeat: z.string('Powtórz hasło').max(1024, 'Hasło może mieć najwyżej 1024 znaki'),
  })
  .refine((body) => body.password === body.passwordRepeat, {
    path: ['passwordRepeat'],
    message: 'Hasła się różnią',
  });
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export const ADMIN_INVITATION_API = '/api/admin-invitations';
export const ADMIN_INVITATION_PAGE = '/security/admin/zaproszenie';
