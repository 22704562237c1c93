// The one client for /mallapi calls: adds token, lang and app-version, form-encodes bodies, and turns
// the envelope into a result or an ApiError. Session loss and network trouble are handled here once.
import type { Endpoint, Envelope, FieldIssue } from '@mall/contracts/browser';
import { APP_VERSION, appVersionHeader } from './app-version.ts';
import { takeFirstCall } from './first-call.ts';
import { getLocale } from './locale.ts';
import { intlOf } from './messages.ts';
import { goToLogin } from './navigation.ts';
import { clearSession, getSession } from './session.ts';
import { showToast } from './toast.ts';

export type { Endpoint, FieldIssue };
export { APP_VERSION };
const TIMEOUT_MS = 20_000;
const TOKEN_INVALID_CODE = 502;

export class ApiError extends Error {
  /** The envelope code, or 0 when no answer arrived. */
  readonly code: number;
  /** The envelope's machine key (NO_POWER, TOKEN_INVALID, ...), or NETWORK. */
  readonly error: string | undefined;
  /** True when the client already told the user (a toast or a trip to the login page). */
  readonly isHandled: boolean;
  /** For VALIDATION: each bad field with its localised reason, so a form can show it beside the field. */
  readonly fields: readonly FieldIssue[];
  /** For RATE_LIMITED: the whole seconds the server says to wait, when it named them. */
  readonly retryAfter: number | null;

  constructor(
    code: number,
    error: string | undefined,
    message: string,
    isHandled = false,
    fields: FieldIssue[] = [],
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.error = error;
    this.isHandled = isHandled;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

function retryAfterOf(envelope: Envelope): number | null {
  const seconds: unknown = envelope.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

function fieldsOf(envelope: Envelope): FieldIssue[] {
  const fields: unknown = envelope.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (item): item is FieldIssue =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldIssue).field === 'string' &&
      typeof (item as FieldIssue).message === 'string',
  );
}

function encode(params: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (params === null || typeof params !== 'object') return form;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

function networkFailure(): ApiError {
  const message = intlOf(getLocale()).formatMessage({ id: 'common.networkUnstable' });
  showToast(message);
  return new ApiError(0, 'NETWORK', message, true);
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'success' in value && 'code' in value;
}

interface RequestOptions {
  /** Cancels the call, e.g. TanStack Query's signal when nobody needs the answer any more. */
  signal?: AbortSignal;
}

/** One fetch within the 20 s limit, answering the parsed body; network trouble becomes an ApiError. */
async function send(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<unknown> {
  // One controller for both the 20 s limit and a caller that gives up (a screen that closed).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return await response.json();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw networkFailure();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The call's parameters (required when the contract has any) and options. */
type RequestArgs<P> = [P] extends [undefined]
  ? [params?: undefined, options?: RequestOptions]
  : [params: P, options?: RequestOptions];

/** Makes one call and answers its `result`; throws ApiError for every failure. */
export async function request<P, R>(
  call: Endpoint<P, R>,
  ...[params, options = {}]: RequestArgs<NoInfer<P>>
): Promise<R> {
  const headers: Record<string, string> = { lang: getLocale(), 'app-version': appVersionHeader() };
  const token = getSession()?.token;
  if (token) headers.token = token;

  let url = call.path;
  let body: URLSearchParams | FormData | undefined;
  const encoded = encode(params);
  if (params instanceof FormData) {
    // Uploads go as multipart; the browser writes the content type with its boundary.
    body = params;
  } else if (call.method === 'GET') {
    const query = encoded.toString();
    if (query) url += `?${query}`;
  } else {
    body = encoded;
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }

  // The boot script may have asked this very call already (first-call.ts); a failed early answer
  // counts for nothing, and the call is asked again as usual.
  const early = call.method === 'GET' ? takeFirstCall(url, headers) : undefined;
  let envelope = early && (await early);
  if (early) options.signal?.throwIfAborted();
  if (!isEnvelope(envelope) || !envelope.success)
    envelope = await send(url, { method: call.method, headers, body }, options.signal);
  // Anything but an envelope means the answer came from something in between, not the server.
  if (!isEnvelope(envelope)) throw networkFailure();

  if (envelope.success) return envelope.result as R;

  if (envelope.code === TOKEN_INVALID_CODE) {
    // A late answer for a session that already ended (logged out, or replaced by a new login) must
    // not end the one that is current now.
    if (getSession()?.token === token) {
      clearSession();
      if (envelope.message) showToast(envelope.message);
      goToLogin({ replace: true });
    }
    throw new ApiError(envelope.code, envelope.error, envelope.message, true);
  }
  if (envelope.error === 'NO_POWER') {
    goToLogin({ reason: 'NO_POWER', replace: true });
    throw new ApiError(envelope.code, envelope.error, envelope.message, true);
  }
  throw new ApiError(
    envelope.code,
    envelope.error,
    envelope.message,
    false,
    fieldsOf(envelope),
    retryAfterOf(envelope),
  );
}

/** Tells the user why something failed, unless the client already did. */
export function reportError(error: unknown): void {
  if (error instanceof ApiError) {
    if (!error.isHandled)
      showToast(error.message || intlOf(getLocale()).formatMessage({ id: 'web.error.loadFailed' }), 'fail');
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showToast(intlOf(getLocale()).formatMessage({ id: 'web.error.loadFailed' }), 'fail');
}
