import { z } from 'zod';

export const RECOVERY_CODE_COUNT = 10;

/** The 202 answer of the password step (and of an accepted invitation): no session yet, this comes next. */
export const pendingSignInSchema = z.object({
  status: z.enum(['second_factor', 'enrol']),
  /** What the second step accepts for this admin. */
  methods: z.array(z.enum(['passkey', 'totp', 'recovery_code'])),
  email: z.string(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/** The error code a step-up action answers with (403) when the last second factor is too old. */
export const STEP_UP_REQUIRED = 'step_up_required';
/** The error code every admin route answers with (403) while MFA_REQUIRED and the admin has no factor. */
export const ENROLMENT_REQUIRED = 'enrolment_required';

/** A WebAuthn JSON response as @simplewebauthn/browser returns it; the server library checks the details. */
const webauthnResponseSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .passthrough();

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Kod ma 6 cyfr');
const recoveryCode = z.string().trim().min(1, 'Kod odzyskiwania jest wymagany').max(64);

/** The second step, and step-up: one of the three factors. */
export const secondFactorSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCode }),
  z.object({ method: z.literal('recovery_code'), code: recoveryCode }),
  z.object({ method: z.literal('passkey'), response: webauthnResponseSchema }),
]);
export type SecondFactor = z.infer<typeof secondFactorSchema>;

export const passkeyRegistrationSchema = z.object({
  name: z.string().trim().min(1, 'Nazwa klucza jest wymagana').max(80, 'Nazwa ma najwyżej 80 znaków'),
  response: webauthnResponseSchema,
});

export const totpConfirmSchema = z.object({ code: totpCode });

/** The TOTP secret being enrolled: shown once as a QR code and as text to type by hand. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });

export const factorSchema = z.object({
  id: z.string(),
  kind: z.enum(['passkey', 'totp']),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Factor = z.infer<typeof factorSchema>;

export const securitySessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SecuritySession = z.infer<typeof securitySessionSchema>;

export const signInEventSchema = z.object({
  at: z.string(),
  success: z.boolean(),
  method: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;

export const securityOverviewSchema = z.object({
  factors: z.array(factorSchema),
  recoveryCodesLeft: z.number(),
  sessions: z.array(securitySessionSchema),
  signIns: z.array(signInEventSchema),
  /** Whether a step-up would pass now (a second factor in the last 10 minutes, or none to ask for). */
  steppedUp: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const LOGIN_API = '/api/admin/login';
export const ENROL_API = '/api/admin/login/enrol';
export const SECURITY_API = '/api/admin/security';
