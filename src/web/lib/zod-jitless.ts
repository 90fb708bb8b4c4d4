import { config } from 'zod/v4/core';

// zod 4 probes `new Function` on first use, which the strict CSP reports as an eval violation
// (STACK-NOTES pitfall 5). Imported first by every client entry; only zod's tiny core config is loaded here.
config({ jitless: true });
