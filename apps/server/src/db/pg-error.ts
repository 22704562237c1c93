// The PostgreSQL error behind a failure, whether the driver threw it directly or wrapped it.
export interface PgLikeError {
  code?: string;
  constraint?: string;
}

export function pgError(error: unknown): PgLikeError {
  const direct = error as PgLikeError & { cause?: PgLikeError };
  if (direct?.code && /^[0-9A-Z]{5}$/.test(direct.code)) return direct;
  return direct?.cause ?? {};
}
