import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` diffs src/db/schema.ts against drizzle/meta and writes the next
// versioned SQL migration; it needs no database. Never point drizzle-kit at the PGlite
// folder of a running server: PGlite has no inter-process lock.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
