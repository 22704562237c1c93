// Database failures that say "try again later" rather than "bug": which ones. What of them may be
// logged is decided in redact.ts, with every other error.

/** Connection-level failures: the database is away, restarting, or refuses more sessions. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or recovering)
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
/** The call ran out of time: a statement or lock wait was cancelled, or no connection came free. */
const TIMEOUT_CODES = new Set(['57014', '55P03']);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Cannot use a pool after calling end/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  name?: unknown;
}

/** The innermost error: drizzle wraps the driver's error (whose message has no SQL) in `cause`. */
function rootCause(error: unknown): ErrorLike {
  let current = error as ErrorLike;
  for (let depth = 0; depth < 5 && current?.cause && typeof current.cause === 'object'; depth++) {
    current = current.cause as ErrorLike;
  }
  return current ?? {};
}

export type DatabaseFailure = 'TIMEOUT' | 'UNAVAILABLE';

/** Classifies an error thrown by a database call; null when it is not a transient database failure. */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  for (const candidate of [error as ErrorLike, rootCause(error)]) {
    if (!candidate) continue;
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (TIMEOUT_CODES.has(code)) return 'TIMEOUT';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return 'UNAVAILABLE';
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (/^timeout exceeded when trying to connect/.test(message)) return 'TIMEOUT';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'UNAVAILABLE';
  }
  return null;
}

/** True for drizzle's wrapper, whose message is "Failed query: <sql> params: <values>". */
export function isQueryError(error: unknown): boolean {
  return (
    (error as ErrorLike)?.name === 'DrizzleQueryError' || /^Failed query:/.test(String((error as ErrorLike)?.message))
  );
}
