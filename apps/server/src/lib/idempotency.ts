// A client's idempotency key stands for one request. A resend of that request answers the first
// result; the same key with other content is refused, as payment providers do, rather than answered
// with a result the caller did not ask for. Each call keeps (or can rebuild) the hash of its first
// request's normalised content beside the key, and checks a resend against it.
import { createHash } from 'node:crypto';
import { AppError } from './errors.ts';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, field]) => [name, canonical(field)]),
    );
  }
  return value;
}

/** The hash of a request's content: the order of its fields and the fields left out do not change it. */
export function requestHash(content: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(content)))
    .digest('hex');
}

/** The key was first used for a request with other content. */
export function keyReused(key: string): AppError {
  return new AppError('CONFLICT', 'error.IDEMPOTENCY_KEY_REUSED', { key }, 'IDEMPOTENCY_KEY_REUSED');
}

/**
 * Refuses a resend whose content differs from the first request's. A first request kept before
 * hashes were (null) is taken as the same.
 */
export function checkSameRequest(firstHash: string | null, hash: string, key: string): void {
  if (firstHash !== null && firstHash !== hash) throw keyReused(key);
}
