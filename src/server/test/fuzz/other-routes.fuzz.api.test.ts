import { fuzzRoutes } from './route-fuzz';

// Every route the other shares leave: the back office's other screens, sign-in and security, and the public
// site (route-fuzz.ts says what is proved).
await fuzzRoutes('other');
