// Expand, then contract: during a rolling deploy the previous release's nodes run on the schema the
// new release migrated, so a migration may only add what the old code ignores. A change that
// would break it (dropping or renaming what it reads, changing a type, requiring a value it does
// not write) ships as a contract step in a later release, marked with the release whose code
// stopped using the thing. docs/operations.md, "Migrations that run side by side".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface MigrationFinding {
  file: string;
  statement: string;
  why: string;
}

/**
 * Migrations released before this rule that it would refuse: they ran with every node stopped.
 * Never add to this list; mark a new destructive migration as a contract step instead.
 */
export const releasedBeforeTheRule: readonly string[] = [
  'catalog/migrations/0003_clear_namor.sql',
  'payment/migrations/0004_spooky_lockheed.sql',
];

/** `-- contract: <release> <reason>`: the release whose code no longer uses what this removes. */
const contractMarker = /^--[ \t]*contract:[ \t]*(\S+)[ \t]+\S.*$/im;

const destructive: { pattern: RegExp; why: string }[] = [
  {
    pattern: /^drop\s+(table|view|materialized\s+view|type|schema|sequence)\b/,
    why: 'drops what the running code may read',
  },
  { pattern: /^alter\s+table\b.*\bdrop\s+column\b/, why: 'drops a column the running code may read or write' },
  { pattern: /\brename\b/, why: 'renames what the running code names' },
  {
    pattern: /^alter\s+table\b.*\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/,
    why: 'changes a column type under the running code',
  },
  { pattern: /^truncate\b/, why: 'deletes rows the running code uses' },
  {
    pattern: /^alter\s+table\b.*\badd\s+column\b(?!.*\bdefault\b)(?!.*\bgenerated\b).*\bnot\s+null\b/,
    why: 'adds a required column without a default: the running code inserts rows without it',
  },
];

/** The statements of a migration, without comments, string literals or function bodies. */
export function statementsOf(sqlText: string): string[] {
  // One pass, so a quote inside a comment or a dash inside a string is read as what it is.
  const code = sqlText.replace(/\$(\w*)\$[\s\S]*?\$\1\$|'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\//g, (token) =>
    token.startsWith('--') || token.startsWith('/*') ? ' ' : "''",
  );
  return code
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim().toLowerCase())
    .filter((statement) => statement.length > 0);
}

const quoted = (name: string) => `"?${name.replace(/[^\w]/g, '')}"?`;

/**
 * SET NOT NULL breaks the running code unless that code already writes the column (it existed in
 * an earlier release, not added here) and the migration fills the rows that lack it first.
 */
function setNotNullFinding(statements: string[], index: number): string | null {
  const match = /^alter\s+table\s+(?:only\s+)?("?[\w.]+"?)\s+alter\s+column\s+("?\w+"?)\s+set\s+not\s+null\b/.exec(
    statements[index]!,
  );
  if (!match) return null;
  const [table, column] = [match[1]!.replace(/"/g, ''), match[2]!.replace(/"/g, '')];
  const earlier = statements.slice(0, index);
  const addedHere = new RegExp(`^alter table ${quoted(table)} .*add column (if not exists )?${quoted(column)} `);
  if (earlier.some((statement) => addedHere.test(statement))) {
    return 'requires a column added in the same release: the running code inserts rows without it';
  }
  const backfill = new RegExp(`^update ${quoted(table)} set .*${quoted(column)} =`);
  if (!earlier.some((statement) => backfill.test(statement))) {
    return 'requires a value without filling the rows that lack it first';
  }
  return null;
}

/** What in one migration would break the previous release's code, unless it is marked a contract step. */
export function lintMigration(file: string, sqlText: string): MigrationFinding[] {
  if (contractMarker.test(sqlText)) return [];
  const statements = statementsOf(sqlText);
  const findings: MigrationFinding[] = [];
  statements.forEach((statement, index) => {
    const rule = destructive.find(({ pattern }) => pattern.test(statement));
    const why = rule?.why ?? setNotNullFinding(statements, index);
    if (why) findings.push({ file, statement, why });
  });
  return findings;
}

/** Every module's migration files, as `<module>/migrations/<file>.sql` under `modulesDir`. */
export function migrationFiles(modulesDir: string): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join(modulesDir, entry.name, 'migrations');
      try {
        return readdirSync(folder)
          .filter((name) => name.endsWith('.sql'))
          .map((name) => `${entry.name}/migrations/${name}`);
      } catch {
        return [];
      }
    })
    .sort();
}

/** Lints every migration except those released before the rule (`baseline`). */
export function lintMigrations(modulesDir: string, baseline: readonly string[]): MigrationFinding[] {
  return migrationFiles(modulesDir)
    .filter((file) => !baseline.includes(file))
    .flatMap((file) => lintMigration(file, readFileSync(path.join(modulesDir, file), 'utf8')));
}
