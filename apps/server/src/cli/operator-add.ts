// `npm run operator:add -- <username> <role,role>`: makes an operator account on the server, with
// the password from OPERATOR_PASSWORD. This is how a shop gets its first admins: in the back
// office a new account or role needs a second admin's approval, so the server's console, trusted
// like the database itself, is where the first two (or more) are made. Grants made here name no
// admin, so such accounts may approve for any admin.
import { operatorRoles, strongPassword, type OperatorRole } from '@mall/contracts';
import { loadConfig } from '../config/env.ts';
import { connect, withTransaction } from '../db/client.ts';
import { createServices } from '../services.ts';
import { shopDatabaseUrl } from './shop-database.ts';

const config = loadConfig();
const password = config.operatorPassword ?? '';
const [username, roleList = 'admin'] = process.argv.slice(2);
const roles = roleList.split(',').filter(Boolean) as OperatorRole[];

function usage(problem: string): never {
  console.error(`${problem}\nusage: OPERATOR_PASSWORD=... npm run operator:add -- <username> [admin,finance,...]`);
  process.exit(1);
}

if (!username || !/^[A-Za-z0-9_.-]{3,64}$/.test(username))
  usage('A username of 3 to 64 letters, digits, _ . - is needed.');
if (roles.length === 0 || roles.some((role) => !operatorRoles.includes(role))) {
  usage(`Roles are a comma-separated list of: ${operatorRoles.join(', ')}.`);
}
if (!strongPassword.safeParse(password).success) {
  usage('OPERATOR_PASSWORD needs at least 10 characters with upper and lower case letters, digits and symbols.');
}

const { url, stop } = await shopDatabaseUrl(config);
const database = connect(url, 1);
let exitCode = 1;
try {
  const services = createServices(database.db, config);
  const made = await withTransaction(database.db, (tx) =>
    services.operators.create(tx, { username, displayName: username, password, roles }),
  );
  console.log(`operator ${made.username} (#${made.id}) made with roles ${made.roles.join(', ')}`);
  exitCode = 0;
} catch (error) {
  console.error(`operator:add failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await database.close();
  await stop();
}
process.exit(exitCode);
