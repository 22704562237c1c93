// `npm run ledger:audit`: recomputes every balance from transfers on the shop's database
// (DATABASE_URL, or the embedded one under DATA_DIR) and exits non-zero on any difference.
import { loadConfig } from '../config/env.ts';
import { connect } from '../db/client.ts';
import { openDatabaseServer } from '../boot.ts';
import { auditLedger, formatAuditReport } from '../modules/ledger/index.ts';
import pg from 'pg';

const EMBEDDED_DATABASE = 'mall';

/** Uses the embedded server `npm start` already runs on this data folder, or starts it for the audit. */
async function databaseUrl(config: ReturnType<typeof loadConfig>) {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const running = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DATABASE}`;
  const probe = new pg.Client({ connectionString: running, connectionTimeoutMillis: 1_000 });
  try {
    await probe.connect();
    await probe.end();
    return { url: running, stop: async () => {} };
  } catch {
    const { url, embedded } = await openDatabaseServer(config);
    return { url, stop: async () => embedded?.stop() };
  }
}

const config = loadConfig();
const { url, stop } = await databaseUrl(config);
const database = connect(url, 1, 600_000);
let exitCode = 1;
try {
  const report = await auditLedger(database.db);
  console.log(formatAuditReport(report));
  exitCode = report.isClean ? 0 : 1;
} catch (error) {
  console.error(`ledger audit could not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await database.close();
  await stop();
}
process.exit(exitCode);
