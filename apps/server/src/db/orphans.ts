// A shop process ended by `kill -9` (or a crash of the machine's supervisor) leaves its embedded
// PostgreSQL running, holding the cluster folder; PostgreSQL then refuses a second server there.
// Each owner writes its pid beside the cluster; a server whose owner is gone is an orphan and is
// stopped safely (fast shutdown: sessions end, data is flushed) before the new start.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FAST_SHUTDOWN_WAIT_MS = 20_000;
const IMMEDIATE_SHUTDOWN_WAIT_MS = 10_000;

function ownerFile(pgDir: string): string {
  return path.join(path.dirname(pgDir), 'postgres.owner');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL's own user when we are not root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/** An ended process its parent has not reaped yet (a container's init may never reap it). */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** What a live process runs, where the system tells (Linux); undefined elsewhere. */
function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

function runs(pid: number, program: RegExp): boolean {
  if (!isAlive(pid)) return false;
  const command = commandOf(pid);
  return command === undefined ? true : program.test(command);
}

async function readPid(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export async function writeOwnerFile(pgDir: string): Promise<void> {
  await writeFile(ownerFile(pgDir), `${process.pid}\n`);
}

/** Forgets our ownership, unless another process has taken over since. */
export async function releaseCluster(pgDir: string): Promise<void> {
  if ((await readPid(ownerFile(pgDir))) === process.pid) await rm(ownerFile(pgDir), { force: true });
}

/** A crash can leave postmaster.pid behind; a pid that is no longer PostgreSQL's is stale. */
export async function removeStalePidFile(pgDir: string): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = await readPid(pidFile);
  if (pid === null || !runs(pid, /postgres/)) await rm(pidFile, { force: true });
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * Makes the cluster ours to start: refuses when a live shop process owns it, stops an orphaned
 * server, clears a stale pid file. Throws an error that says what to do when it cannot.
 */
export async function claimCluster(pgDir: string, log: (line: string) => void): Promise<void> {
  await removeStalePidFile(pgDir);
  const postmaster = await readPid(path.join(pgDir, 'postmaster.pid'));
  if (postmaster === null) return;
  const owner = await readPid(ownerFile(pgDir));
  if (owner !== null && owner !== process.pid && runs(owner, /node/)) {
    throw new Error(
      `The embedded PostgreSQL in ${pgDir} belongs to another running shop process (pid ${owner}). ` +
        `Stop that process first (kill ${owner}), or give this one its own DATA_DIR and EMBEDDED_PG_PORT.`,
    );
  }
  console.error(
    `[db] PostgreSQL (pid ${postmaster}) is still running on ${pgDir} after its shop process ended abruptly; stopping it`,
  );
  log(`stopping orphaned PostgreSQL ${postmaster}`);
  const stopped =
    (signal(postmaster, 'SIGINT') && (await waitForExit(postmaster, FAST_SHUTDOWN_WAIT_MS))) ||
    (signal(postmaster, 'SIGQUIT') && (await waitForExit(postmaster, IMMEDIATE_SHUTDOWN_WAIT_MS)));
  if (!stopped && isAlive(postmaster)) {
    throw new Error(
      `The orphaned PostgreSQL (pid ${postmaster}) on ${pgDir} did not stop. Stop it by hand ` +
        `(kill ${postmaster}; as root if it runs as another user), then start again.`,
    );
  }
  await removeStalePidFile(pgDir);
}

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') {
      throw new Error(
        `PostgreSQL (pid ${pid}) left running by an earlier start belongs to another OS user and cannot be stopped ` +
          `from here. Stop it as that user or as root (kill ${pid}), then start again.`,
        { cause: error },
      );
    }
    return true; // already gone
  }
}
