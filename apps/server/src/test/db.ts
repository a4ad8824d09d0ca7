/** A private copy of the migrated template database for one test file. */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { databaseUrl } from './global-setup.ts';

/** A clone; on PostgreSQL `url` lets a second instance open the same database. */
export async function cloneTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject('testDbTemplate');
  if (template.kind === 'pglite') {
    const bytes = await readFile(template.dumpFile);
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([new Uint8Array(bytes)]) });
  }
  const name = `verdant_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    // concurrent clones of one template can collide briefly: retry
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(
          `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template.template)}`,
        );
        break;
      } catch (err) {
        if (attempt >= 10) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = databaseUrl(template.adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const client = new pg.Client({ connectionString: template.adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A migrated database for a server started as a child process (src/test/server-process.ts):
 * PGlite: `DATA_DIR/db` filled from the template (no initdb); PostgreSQL: a fresh database cloned
 * from the template. Returns the environment to start the server with and a cleanup.
 */
export async function prepareServerDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const template = inject('testDbTemplate');
  if (template.kind === 'pglite') {
    const bytes = await readFile(template.dumpFile);
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([new Uint8Array(bytes)]),
    });
    await database.close();
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const name = `verdant_s_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template.template)}`,
    );
  } finally {
    await admin.end();
  }
  return {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(template.adminUrl, name),
      AUTH_SECRET: 'durability-test-secret-durability-test-secret',
    },
    async drop() {
      const client = new pg.Client({ connectionString: template.adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}
