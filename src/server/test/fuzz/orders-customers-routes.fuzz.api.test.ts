import { fuzzRoutes } from './route-fuzz';

// The routes of orders, their invoices, bank statements, KSeF and the privacy tools, and of the customers an
// order becomes: tenants (their token and bug reports) and instances (route-fuzz.ts says what is proved).
await fuzzRoutes('orders-customers');
