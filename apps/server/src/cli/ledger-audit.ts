// `npm run ledger:audit`: recomputes every balance from transfers on the shop's database
// (DATABASE_URL, or the embedded one under DATA_DIR) and exits non-zero on any difference.
import { loadConfig } from '../config/env.ts';
import { connect } from '../db/client.ts';
import { auditLedger, formatAuditReport } from '../modules/ledger/index.ts';
import { shopDatabaseUrl } from './shop-database.ts';

const config = loadConfig();
const { url, stop } = await shopDatabaseUrl(config);
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
