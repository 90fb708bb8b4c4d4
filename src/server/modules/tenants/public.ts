/** What other modules may use of tenants (docs/contributing.md, boundaries): the service that creates one in a caller's transaction. */
export { createTenantsService, type TenantsService } from './service';
