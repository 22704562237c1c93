/** A field the server rejected, with the reason in the caller's language. */
export interface FieldIssue {
  /** Dotted path into the body or query, as in `mobile` or `value.0.benefits.1.en_US`. */
  field: string;
  message: string;
}

/** One page of a list, as every paged call answers it. */
export interface Page<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

/** The answer of every call, as the original client reads it. */
export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  message: string;
  result: T | null;
  /** A stable machine key, present when success is false. */
  error?: string;
  /** For VALIDATION: each bad field with its localised reason. */
  fields?: FieldIssue[];
  /** For RATE_LIMITED: whole seconds until trying again can succeed (also sent as `Retry-After`). */
  retryAfter?: number;
  /** On failures: the request's id in the server logs (also the `x-request-id` header), for support. */
  requestId?: string;
}

/** Stable error keys, each with the envelope code and the HTTP status it travels with. */
export const errorKinds = {
  VALIDATION: { code: 400, status: 400 },
  NO_POWER: { code: 401, status: 401 },
  TOKEN_INVALID: { code: 502, status: 401 },
  LOGIN_FAILED: { code: 401, status: 401 },
  ACCOUNT_DISABLED: { code: 403, status: 403 },
  FORBIDDEN: { code: 403, status: 403 },
  NOT_FOUND: { code: 404, status: 404 },
  CONFLICT: { code: 409, status: 409 },
  METHOD_NOT_ALLOWED: { code: 405, status: 405 },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, status: 415 },
  HEADERS_TOO_LARGE: { code: 431, status: 431 },
  RATE_LIMITED: { code: 429, status: 429 },
  TIMEOUT: { code: 503, status: 503 },
  INTERNAL: { code: 500, status: 500 },
} as const;

export type ErrorKind = keyof typeof errorKinds;
