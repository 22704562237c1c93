// Starts the shop's server as its own process, as `npm start` does after building.
import { spawn, type StdioOptions } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The second admin every journey's shop has, made on the server at setup (`npm run operator:add`). */
export const SECOND_ADMIN = { username: 'admin-b', password: 'AdminB@123456' };

/** The server on loopback with its own embedded database; the caller names DATA_DIR and ports. */
export function spawnShop(env: Record<string, string>, stdio: StdioOptions) {
  // A DATABASE_URL from the developer's shell must not point tests at a real database.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio,
  });
}
