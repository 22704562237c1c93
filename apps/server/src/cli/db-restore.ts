// `npm run db:restore -- --to <ISO time | latest>`: restores the embedded database to a moment from
// its base backups and archived WAL. The shop must be stopped; the cluster it replaces is kept aside.
import { loadConfig } from '../config/env.ts';
import { restoreEmbedded } from '../db/restore.ts';

const USAGE =
  'usage: npm run db:restore -- --to <time>\n' +
  '  <time>: an ISO time with its zone, e.g. 2026-11-29T15:04:05Z or 2026-11-29T22:04:05+07:00; or `latest`';

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(1);
}

function parseTarget(args: string[]): Date | 'latest' {
  const at = args.indexOf('--to');
  const value = at === -1 ? undefined : args[at + 1];
  if (value === undefined || args.length !== 2) usage('db:restore needs exactly one --to.');
  if (value === 'latest') return 'latest';
  // Without a zone the moment would depend on the machine's clock setting.
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    usage(`"${value}" is not an ISO time with its zone.`);
  }
  const target = new Date(value.replace(' ', 'T'));
  if (Number.isNaN(target.getTime())) usage(`"${value}" is not a valid time.`);
  if (target.getTime() > Date.now()) usage(`${target.toISOString()} is in the future.`);
  return target;
}

const target = parseTarget(process.argv.slice(2));
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    "db:restore restores the embedded database; with DATABASE_URL use the database service's point-in-time " +
      'restore (docs/operations.md, "Backups and restore").',
  );
  process.exit(1);
}

try {
  const shown = target === 'latest' ? 'the newest archived moment' : target.toISOString();
  console.log(`[db:restore] restoring the embedded database of ${config.dataDir} to ${shown}`);
  const restored = await restoreEmbedded({ dataDir: config.dataDir, port: config.embeddedPgPort, target });
  console.log(
    `[db:restore] from the base backup ${restored.backup.dir} (finished ${restored.backup.stoppedAt.toISOString()})`,
  );
  const last = restored.lastTransactionAt?.toISOString() ?? 'none after the base backup';
  console.log(`[db:restore] replayed the archived WAL; newest transaction kept: ${last}`);
  console.log(`[db:restore] the restored cluster is ${restored.clusterDir} (timeline ${restored.timeline})`);
  if (restored.replacedDir) console.log(`[db:restore] the cluster it replaced is kept in ${restored.replacedDir}`);
  console.log('[db:restore] done: start the shop (npm start)');
  process.exit(0);
} catch (error) {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
