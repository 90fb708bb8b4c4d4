import { fuzzRoutes } from './route-fuzz';

// The routes of the inbox's lists and records but the orders', and of the outbox (route-fuzz.ts says what is
// proved).
await fuzzRoutes('inbox-outbox');
