// zod 4 probes `new Function` on first use, which the strict CSP reports as an eval violation
// (contributing.md, pitfall 5). Imported first by every client entry. zod keeps its configuration in
// globalThis.__zod_globalConfig (zod/v4/core/core.js: created if absent, then shared), so setting the flag
// there needs no zod code at all: importing zod here put ~4 KB gzip of zod into every public page.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
