import { errorKinds, type ErrorKind } from '@mall/contracts';
import type { MessageId } from '@mall/i18n';

/**
 * The one error a service throws for an outcome the user should see. The HTTP layer turns it
 * into the envelope, with `messageId` localised for the caller.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly messageId: MessageId;
  readonly values: Record<string, string | number> | undefined;
  /** Overrides the stable key sent as `error`, for errors more specific than their kind. */
  readonly errorKey: string;
  /** For RATE_LIMITED: whole seconds until a retry can succeed (the envelope's `retryAfter`). */
  readonly retryAfterSeconds: number | undefined;
  /** The input field the error is about (an upload's part, say), sent in the envelope's `fields`. */
  readonly field: string | undefined;

  constructor(
    kind: ErrorKind,
    messageId?: MessageId,
    values?: Record<string, string | number>,
    errorKey?: string,
    details: { retryAfterSeconds?: number; field?: string } = {},
  ) {
    super(`${errorKey ?? kind}: ${messageId ?? `error.${kind}`}`);
    this.kind = kind;
    this.messageId = messageId ?? (`error.${kind}` as MessageId);
    this.values = values;
    this.errorKey = errorKey ?? kind;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.field = details.field;
  }

  get code(): number {
    return errorKinds[this.kind].code;
  }

  get status(): number {
    return errorKinds[this.kind].status;
  }
}

/** Fails loudly when an invariant breaks: better to stop than to continue with corrupt state. */
export function invariant(condition: unknown, description: string): asserts condition {
  if (!condition) throw new Error(`Invariant violated: ${description}`);
}

export interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
}

/** A value checked inside a service (a setting's JSON, say) failed its schema: a 400 naming the field. */
export class ValidationFailure extends Error {
  readonly issues: readonly Issue[];

  constructor(issues: readonly Issue[]) {
    super(`invalid input at ${issues[0]?.path.join('.') ?? '?'}`);
    this.issues = issues;
  }
}
