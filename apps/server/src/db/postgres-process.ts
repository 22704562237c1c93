// One PostgreSQL server process, owned by this process: started, watched, restarted when it dies
// (with growing delays), stopped on request. A crash of the server never takes the shop down.
import { spawn, type ChildProcess } from 'node:child_process';
import type { RunAs } from './postgres-files.ts';

const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 10_000;

export interface PostgresProcessOptions {
  binary: string;
  clusterDir: string;
  port: number;
  runAs: RunAs | null;
  env: NodeJS.ProcessEnv;
  flags: string[];
  log: (line: string) => void;
  /** Called before every restart: a killed server leaves its postmaster.pid behind. */
  beforeRestart: () => Promise<void>;
  /** How long a start may take; a restore replays WAL for as long as it needs. */
  startTimeoutMs?: number;
}

/** Keeps the last lines PostgreSQL wrote, to explain a failed start. */
class Tail {
  private lines: string[] = [];
  push(text: string) {
    this.lines.push(...text.split('\n').filter((line) => line.trim()));
    this.lines = this.lines.slice(-12);
  }
  toString() {
    return this.lines.join('\n');
  }
}

export function explainStartFailure(output: string, port: number): string {
  if (/could not bind|Address already in use/i.test(output)) {
    return `Port ${port} is taken by another program: stop it or choose another EMBEDDED_PG_PORT.`;
  }
  if (/Permission denied|EACCES/i.test(output)) {
    return 'The PostgreSQL user cannot read its binaries or its data folder: see "Private folders" in docs/operations.md.';
  }
  if (/lock file .* already exists|pre-existing shared memory block/i.test(output)) {
    return 'Another PostgreSQL still uses this data folder: stop it (its pid is the first line of postmaster.pid).';
  }
  return 'See the PostgreSQL output above; `npm run db:reset` recreates a broken demo database (deleting its data).';
}

export class PostgresProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private restartDelay = FIRST_RESTART_DELAY_MS;
  private readonly exitHook = () => this.child?.kill('SIGINT');
  private readonly options: PostgresProcessOptions;

  constructor(options: PostgresProcessOptions) {
    this.options = options;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server and resolves once it accepts connections; rejects with what happened and what to do. */
  async start(): Promise<void> {
    const { options } = this;
    const timeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
    const tail = new Tail();
    const child = spawn(options.binary, ['-D', options.clusterDir, '-p', String(options.port), ...options.flags], {
      ...(options.runAs ? { uid: options.runAs.uid, gid: options.runAs.gid } : {}),
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => options.log(chunk.toString('utf8')));
    await new Promise<void>((resolve, reject) => {
      const fail = (reason: string) => {
        clearTimeout(timer);
        const output = tail.toString();
        reject(
          new Error(
            `The embedded PostgreSQL did not start: ${reason}.` +
              (output ? `\nIts last words:\n${output}` : '') +
              `\n${explainStartFailure(output, options.port)}`,
          ),
        );
      };
      const timer = setTimeout(() => {
        child.kill('SIGQUIT');
        fail(`not ready after ${timeoutMs / 1000} s`);
      }, timeoutMs);
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        tail.push(text);
        options.log(text);
        if (text.includes(READY)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('error', (error) => fail(error.message));
      child.once('exit', (code, signal) => fail(`it exited (${signal ?? `code ${code}`})`));
    });
    this.restartDelay = FIRST_RESTART_DELAY_MS;
    child.once('exit', (code, signal) => this.onExit(child, code, signal));
    process.once('exit', this.exitHook);
  }

  private onExit(child: ChildProcess, code: number | null, signal: string | null) {
    process.removeListener('exit', this.exitHook);
    if (this.stopping || this.child !== child) return;
    this.child = null;
    this.options.log(`[db] embedded PostgreSQL exited (${signal ?? `code ${code}`}); restarting`);
    this.scheduleRestart();
  }

  private scheduleRestart() {
    const delay = this.restartDelay;
    this.restartDelay = Math.min(this.restartDelay * 2, MAX_RESTART_DELAY_MS);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping) return;
      void this.options
        .beforeRestart()
        .then(() => this.start())
        .then(
          () => this.options.log('[db] embedded PostgreSQL is back'),
          (error: unknown) => {
            this.options.log(`[db] restart failed, retrying in ${this.restartDelay} ms: ${(error as Error).message}`);
            if (!this.stopping) this.scheduleRestart();
          },
        );
    }, delay);
  }

  /** Fast shutdown (SIGINT: sessions end, data is flushed); escalates if it does not finish in time. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    process.removeListener('exit', this.exitHook);
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
}
