// Opens the database the shop runs on and brings it up to date: shared by the server and the CLI.
import { mkdir } from 'node:fs/promises';
import type { AppConfig } from './config/env.ts';
import { connect } from './db/client.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.ts';
import { migrateAll } from './db/migrate.ts';
import { ensureRegions } from './modules/address/index.ts';
import { createServices } from './services.ts';
import { ensureFirstOperator, ensureRootMember } from './seed/install.ts';
import { isEmptyDatabase, loadDemoData } from './seed/demo.ts';

const DATABASE_NAME = 'mall';

/** Resolves the database URL, starting the embedded server when none is configured. */
export async function openDatabaseServer(config: AppConfig): Promise<{ url: string; embedded: EmbeddedServer | null }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  await mkdir(config.dataDir, { recursive: true });
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
  await ensureDatabase(embedded.url('postgres'), DATABASE_NAME);
  return { url: embedded.url(DATABASE_NAME), embedded };
}

/** Brings a database up to date and fills an empty one: demo data outside production. */
export async function prepareDatabase(
  config: AppConfig,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<void> {
  const database = connect(databaseUrl, 2);
  try {
    await migrateAll(database.db);
    await ensureRegions(database.db);
    const services = createServices(database.db, config);
    if (!config.isProduction && (await isEmptyDatabase(services))) {
      log('Empty database: loading demo data');
      await loadDemoData(services);
    }
    await ensureRootMember(services);
    await ensureFirstOperator(services, config);
  } finally {
    await database.close();
  }
}
