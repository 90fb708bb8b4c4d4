import { defineConfig } from 'drizzle-kit';

// Migrations are generated SQL, committed, and applied at start by src/server/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
