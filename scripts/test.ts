// `npm test`: typecheck, lint, build, unit and API tests on PostgreSQL, then browser journeys in
// Chromium. Stops at the first failing stage and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../e2e/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const reportsDir = path.join(root, '.tmp', 'reports');
mkdirSync(reportsDir, { recursive: true });

if (!chromiumPath()) {
  console.error(
    '\nChromium was not found (looked at CHROMIUM_PATH and /usr/bin/chromium).\n' +
      'The browser journeys need it. Install it with:\n\n    sudo apt-get install -y chromium\n\n' +
      'or point CHROMIUM_PATH at a Chromium binary.\n',
  );
  process.exit(1);
}

function stage(name: string, command: string, args: string[]): void {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

function vitest(name: string, projects: string[], reportFile: string): VitestReport {
  const outputFile = path.join(reportsDir, reportFile);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`);
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  const report: VitestReport | null = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  if (result.status !== 0 || !report) {
    console.error(`\n${name} failed.`);
    if (report) console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    process.exit(result.status || 1);
  }
  return report;
}

stage('typecheck', 'npm', ['run', 'typecheck']);
stage('lint', 'npm', ['run', 'lint']);
stage('build', 'npm', ['run', 'build']);
const unit = vitest('unit and API tests', ['packages', 'tooling', 'web', 'admin', 'server'], 'unit.json');
rmSync(path.join(reportsDir, 'ledger-audit.txt'), { force: true });
const e2e = vitest('browser journeys', ['e2e'], 'e2e.json');

// The journeys' teardown audits their shop's ledger (e2e/global-setup.ts); no verdict is a failure too.
const auditFile = path.join(reportsDir, 'ledger-audit.txt');
const audit = existsSync(auditFile) ? readFileSync(auditFile, 'utf8') : 'no ledger audit ran\n';
if (!audit.startsWith('clean')) {
  console.error(`\nThe ledger does not add up after the journeys:\n${audit}`);
  process.exit(1);
}
console.log('\nledger audit after the journeys: clean');

const passed = unit.numPassedTests + e2e.numPassedTests;
const failed = unit.numFailedTests + e2e.numFailedTests;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.numPendingTests + e2e.numTodoTests;
if (e2e.numPassedTests === 0) {
  console.error('No browser journey ran.');
  process.exit(1);
}
console.log(`\nunit/API: ${unit.numPassedTests} passed; browser: ${e2e.numPassedTests} passed`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
