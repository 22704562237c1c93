// Generates each module's SQL migrations from its Drizzle schema: `npm run db:generate -- [module] [--custom name]`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const modulesDir = path.resolve(import.meta.dirname, '../apps/server/src/modules');
const args = process.argv.slice(2);
const customIndex = args.indexOf('--custom');
const customName = customIndex >= 0 ? args[customIndex + 1] : undefined;
const only = args.find((arg, i) => !arg.startsWith('--') && (customIndex < 0 || i !== customIndex + 1));

// drizzle-kit imports drizzle-orm from beside itself, but npm keeps drizzle-orm inside the server
// workspace (its optional React Native peers clash with the apps' React): link it for this run.
const rootOrm = path.resolve(import.meta.dirname, '../node_modules/drizzle-orm');
const serverOrm = path.resolve(import.meta.dirname, '../apps/server/node_modules/drizzle-orm');
const linked = !existsSync(rootOrm) && existsSync(serverOrm);
if (linked) symlinkSync(serverOrm, rootOrm, 'dir');
process.on('exit', () => {
  if (linked) rmSync(rootOrm);
});

for (const moduleName of readdirSync(modulesDir)) {
  if (only && moduleName !== only) continue;
  // Relative paths: drizzle-kit mangles absolute ones for custom migrations.
  const moduleDir = path.relative(process.cwd(), path.join(modulesDir, moduleName));
  const schema = path.join(moduleDir, `${moduleName}.schema.ts`);
  if (!existsSync(schema)) continue;
  const flags = [
    'generate',
    '--dialect=postgresql',
    `--schema=${schema}`,
    `--out=${path.join(moduleDir, 'migrations')}`,
  ];
  if (customName) flags.push('--custom', `--name=${customName}`);
  console.log(`# ${moduleName}`);
  execFileSync('drizzle-kit', flags, { stdio: 'inherit' });
}
