/** What other modules may use of auth (docs/contributing.md, boundaries): the service and its password rules. */
export { createAuthService, normalizeEmail, SESSION_ABSOLUTE_SECONDS, type AuthService } from './service';
export { loginCeilingNotifier } from './login-ceiling';
export { hashPassword } from './passwords';
export { createMfaService, type MfaService } from './mfa/service';
export { revokeAdminAccess } from './admin-access';
