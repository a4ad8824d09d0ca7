/**
 * Migrates ONE template database for the whole integration run; every test file clones it
 * (src/test/db.ts). PGlite: the migrated data directory is dumped to a temp file. PostgreSQL
 * (DATABASE_URL set): a template database is created and migrated; files `CREATE DATABASE … TEMPLATE`.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, migratePostgres, openDatabase } from '../db/client.ts';

export type TestDbTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TestDbTemplate;
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `verdant_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(template)}`);
    await admin.end();
    await migratePostgres(databaseUrl(adminUrl, template));
    project.provide('testDbTemplate', { kind: 'postgres', adminUrl, template });
    return async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(template)} WITH (FORCE)`);
      await client.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const dumpFile = path.join(
      os.tmpdir(),
      `verdant-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    project.provide('testDbTemplate', { kind: 'pglite', dumpFile });
    return async () => {
      await rm(dumpFile, { force: true });
    };
  } finally {
    await database.close();
  }
}
