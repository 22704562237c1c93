// One PostgreSQL per test run (embedded unless TEST_DATABASE_URL), with a migrated template
// database that every test file clones into a database of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded.ts';
import { migrateAll } from '../src/db/migrate.ts';
import { ensureRegions } from '../src/modules/address/index.ts';
import { freePort } from './free-port.ts';

export const TEMPLATE_DATABASE = 'mall_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    /** How many random sequences the ledger property test runs (LEDGER_PROPERTY_RUNS; small by default). */
    ledgerPropertyRuns: number;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** On a shared server, leaves nothing behind: the template and every clone made from it. */
async function dropTestDatabases(adminUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or datname like $2',
      [template, `${template}_t%`],
    );
    for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | null = null;
  let dataDir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    adminUrl = embedded.url('postgres');
  }
  const template = `${TEMPLATE_DATABASE}_${process.pid}`;
  await ensureDatabase(adminUrl, template);
  const database = connect(withDatabase(adminUrl, template), 2);
  try {
    await migrateAll(database.db);
    await ensureRegions(database.db);
  } finally {
    await database.close();
  }
  project.provide('pgAdminUrl', adminUrl);
  const propertyRuns = Number(process.env.LEDGER_PROPERTY_RUNS);
  project.provide('ledgerPropertyRuns', Number.isInteger(propertyRuns) && propertyRuns > 0 ? propertyRuns : 8);
  project.provide('pgTemplate', template);

  return async () => {
    if (!embedded) await dropTestDatabases(adminUrl, template);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
