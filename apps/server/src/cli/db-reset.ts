// `npm run db:reset`: recreates the embedded database with demo data (never in production).
import { rm } from 'node:fs/promises';
import { loadConfig } from '../config/env.ts';
import { openDatabaseServer, prepareDatabase } from '../boot.ts';
import { embeddedClusterDir } from '../db/embedded.ts';
import { resetFolders } from './reset-folders.ts';

const config = loadConfig();
if (config.isProduction) {
  console.error('db:reset refuses to run with NODE_ENV=production.');
  process.exit(1);
}
if (config.databaseUrl) {
  console.error('db:reset recreates the embedded database only; unset DATABASE_URL.');
  process.exit(1);
}
await rm(await embeddedClusterDir(config.dataDir), { recursive: true, force: true });
for (const folder of resetFolders(config)) await rm(folder, { recursive: true, force: true });
const { url, embedded } = await openDatabaseServer(config);
try {
  await prepareDatabase(config, url, (line) => console.log(`[db:reset] ${line}`));
  console.log(`[db:reset] fresh demo database in ${config.dataDir}`);
} finally {
  await embedded?.stop();
}
