// Starts the shop's server as its own process, as `npm start` does after building.
import { spawn, spawnSync, type StdioOptions } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The demo shop's second admin (apps/server/src/seed/demo.ts): it approves what the first proposes. */
export const SECOND_ADMIN = { username: 'admin_b', password: 'AdminB@123456' };

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

/**
 * The environment of a command run on the shop that `env` started: never a DATABASE_URL from the
 * developer's shell, so the command reaches this shop's database.
 */
function commandEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return { ...inherited, ...env };
}

/**
 * Makes an operator account on the server, as `npm run operator:add` does, in the shop that
 * `env` started. Such a grant names no admin, so the account may decide any admin's requests.
 */
export function addOperatorOnServer(
  env: Record<string, string>,
  account: { username: string; password: string; roles: readonly string[] },
): void {
  const added = spawnSync(
    process.execPath,
    [path.join(root, 'apps/server/src/cli/operator-add.ts'), account.username, account.roles.join(',')],
    { cwd: root, env: { ...commandEnv(env), OPERATOR_PASSWORD: account.password }, stdio: 'inherit' },
  );
  if (added.status !== 0) throw new Error(`operator:add could not make ${account.username}`);
}

/**
 * Runs `npm run ledger:audit` on the database of the shop that `env` started: every balance the
 * journeys moved must still equal its transfers. Returns the report; `clean` is its verdict.
 */
export function auditLedgerOnServer(env: Record<string, string>): { clean: boolean; report: string } {
  const audit = spawnSync(process.execPath, [path.join(root, 'apps/server/src/cli/ledger-audit.ts')], {
    cwd: root,
    env: commandEnv(env),
    encoding: 'utf8',
  });
  return { clean: audit.status === 0, report: `${audit.stdout}${audit.stderr}`.trim() };
}
