import { z } from 'zod';

export const ADMIN_ROLE = 'admin';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email jest wymagany').max(320),
  password: z.string().min(1, 'Hasło jest wymagane').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  /**
   * Signed in without a second factor where one is required (a session from before MFA_REQUIRED was turned
   * on): the back office shows only the Security screen until a factor is added. Absent means false.
   */
  mustEnrol: z.boolean().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** New passwords (CLI and configuration); existing ones are only verified. */
export const MIN_PASSWORD_LENGTH = 12;
