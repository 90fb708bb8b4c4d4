/** What other modules may use of oauth (docs/contributing.md, boundaries): the service that checks a token. */
export { createOAuthService, type OAuthService } from './service';
