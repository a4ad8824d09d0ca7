import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w apps/server` writes a new SQL migration from the schema diff. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: undefined,
  strict: true,
});
