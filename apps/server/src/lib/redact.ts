// What an error may put in the log: the one place that decides it, for the `err` serializer and
// the database log alike. Database errors carry the statement's values (`params`) and
// PostgreSQL's `detail` quotes the offending row ("Key (mobile)=(0811...)"): members' data and
// secrets must not end up in log files, so only the shape of the failure is kept.

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  statusCode?: unknown;
  cause?: LoggedError;
}

const keptFields = ['code', 'constraint', 'table', 'column', 'routine', 'statusCode'] as const;
const maxCauseDepth = 5;

/** Drizzle writes "Failed query: <sql>\nparams: <values>"; the statement stays, its values go. */
function withoutValues(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

/** PostgreSQL quotes the offending input in its messages ("invalid input syntax ...: "0811..."). */
function withoutQuotedInput(text: string): string {
  return text.replace(/"[^"\n]*"/g, '"[redacted]"');
}

const sqlState = /^[0-9A-Z]{5}$/;

export function redactError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = typeof error === 'string' ? withoutValues(error) : Object.prototype.toString.call(error);
    return { type: typeof error, message, stack: '' };
  }
  const source = error as Error & Record<string, unknown>;
  const fromDatabase = typeof source.code === 'string' && sqlState.test(source.code);
  const clean = (text: string) => (fromDatabase ? withoutQuotedInput(withoutValues(text)) : withoutValues(text));
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: clean(error.message),
    stack: clean(error.stack ?? ''),
  };
  for (const field of keptFields) if (source[field] !== undefined) logged[field] = source[field];
  if (error.cause !== undefined && depth < maxCauseDepth) logged.cause = redactError(error.cause, depth + 1);
  return logged;
}

/** The database log's short form: no stack, just the driver's failure and the statement. */
export interface LoggedDatabaseError {
  type: string;
  code?: unknown;
  message: string;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  /** The SQL text with its placeholders, never the values. */
  statement?: string;
}

/** Drizzle wraps the driver's error (whose message has no SQL) in `cause`: that one says what failed. */
function innermost(error: Error): Error {
  let current = error;
  for (let depth = 0; depth < maxCauseDepth && current.cause instanceof Error; depth++) current = current.cause;
  return current;
}

function statementOf(error: unknown): string | undefined {
  const query = (error as { query?: unknown } | null)?.query;
  if (typeof query === 'string') return query;
  const message = error instanceof Error ? error.message : '';
  return /^Failed query: ([\s\S]*?)\nparams:/.exec(message)?.[1];
}

/** A failed database call as the log keeps it, redacted by the same rules as every other error. */
export function redactDatabaseError(error: unknown): LoggedDatabaseError {
  const root = redactError(error instanceof Error ? innermost(error) : error);
  const statement = statementOf(error);
  const logged: LoggedDatabaseError = {
    type: root.type,
    ...(root.code !== undefined ? { code: root.code } : {}),
    message: root.message.replace(/\nparams: \[redacted\]$/, ''),
  };
  for (const field of ['constraint', 'table', 'column', 'routine'] as const) {
    if (root[field] !== undefined) logged[field] = root[field];
  }
  return statement ? { ...logged, statement } : logged;
}
