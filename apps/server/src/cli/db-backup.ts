// `npm run db:backup [-- --keep N]`: a base backup of the embedded database into
// backups/base/<time> beside its cluster, taken while the shop runs (or with the database started
// for the command); with --keep, older backups and the archived WAL only they need are removed.
import { loadConfig } from '../config/env.ts';
import { takeBaseBackup } from '../db/base-backup.ts';
import { pruneBackups } from '../db/backup-prune.ts';
import { embeddedClusterDir } from '../db/embedded.ts';
import { shopDatabaseUrl } from './shop-database.ts';

const config = loadConfig();
const args = process.argv.slice(2);
const keepAt = args.indexOf('--keep');
const keep = keepAt === -1 ? null : Number(args[keepAt + 1]);
if (args.some((arg, index) => arg !== '--keep' && index !== keepAt + 1) || (keep !== null && !(keep >= 1))) {
  console.error('usage: npm run db:backup [-- --keep <number of newest backups to keep, 1 or more>]');
  process.exit(1);
}
if (config.databaseUrl) {
  console.error(
    "db:backup backs up the embedded database; with DATABASE_URL use the database service's own backups " +
      '(docs/operations.md, "Backups and restore").',
  );
  process.exit(1);
}

const pgDir = await embeddedClusterDir(config.dataDir);
const { url, stop } = await shopDatabaseUrl(config);
let exitCode = 1;
try {
  const backup = await takeBaseBackup(url, pgDir);
  console.log(`[db:backup] base backup of ${pgDir} in ${backup.dir}`);
  console.log(`[db:backup] restorable to ${backup.stoppedAt.toISOString()} or any later archived moment`);
  if (keep !== null) {
    const pruned = await pruneBackups(pgDir, keep);
    for (const dir of pruned.backupsRemoved) console.log(`[db:backup] removed the older backup ${dir}`);
    console.log(
      `[db:backup] kept the ${keep} newest; removed ${pruned.segmentsRemoved} archived WAL segments only older backups needed`,
    );
  }
  exitCode = 0;
} catch (error) {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stop();
}
process.exit(exitCode);
