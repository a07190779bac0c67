import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate -w server`) and checked in; the server
// applies them on start with drizzle's migrator, on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
