// Where the shop's log lines go: stdout, gathered into writes of about 4 KB. Pino's default writes
// each line as soon as the last write is done, and each write is a job on libuv's thread pool (a
// thread woken, one write, the event loop woken again): with one access line a request, gathering
// them saved about a twentieth of the shop's CPU on an uncached list page (docs/architecture.md,
// "Log lines gathered"). A warning or worse is written at once, the rest within a second, and what
// is still gathered when the process exits is written before it goes.
import pino from 'pino';

/** Lines gathered are written once they reach this many bytes: about ten access lines. */
export const GATHER_BYTES = 4096;
/** Lines gathered on a quiet shop wait at most this long. */
export const FLUSH_EVERY_MS = 1000;
/** Pino's level number of `warn`: such lines, and worse, are not held back. */
const WARN = 40;

export interface LogDestination {
  write(line: string): void;
  /** Writes what is gathered before returning: for a process about to exit. */
  flushSync(): void;
}

/** Pino tells a stream that asks for it the level of the line it is about to write. */
const pinoMetadata = Symbol.for('pino.metadata');

/** Log lines gathered on the file descriptor `fd`, written at least every `flushEveryMs`. */
export function gatheredLog(fd: number, flushEveryMs = FLUSH_EVERY_MS): LogDestination {
  // Pino's own destination also writes what is gathered, synchronously, as the process exits.
  const out = pino.destination({ dest: fd, minLength: GATHER_BYTES, periodicFlush: flushEveryMs, sync: false });
  return {
    [pinoMetadata]: true,
    lastLevel: 0,
    write(this: { lastLevel: number }, line: string) {
      out.write(line);
      // A write under way leaves the rest to the next periodic flush.
      if (this.lastLevel >= WARN) out.flush();
    },
    flushSync: () => out.flushSync(),
  } as LogDestination;
}

let stdout: LogDestination | undefined;

/** The process's one gatherer on stdout, shared by every app it builds. */
export function stdoutLog(): LogDestination {
  stdout ??= gatheredLog(1);
  return stdout;
}
