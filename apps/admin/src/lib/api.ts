// The one client for the operator API: adds the session token and language, reads the envelope,
// and turns every failure into a typed error that the app reports in one place.
import type { Endpoint, EndpointParams, EndpointResult, Envelope, FieldIssue } from '@mall/contracts/browser';
import { getLocale } from './locale.ts';
import { readToken } from './session.ts';

const TIMEOUT_MS = 20_000;

export type { FieldIssue };

/** The server answered with `success: false`; `message` is already localised. */
export class ApiError extends Error {
  readonly code: number;
  readonly errorKey: string | undefined;
  readonly fields: readonly FieldIssue[];

  constructor(envelope: Envelope) {
    super(envelope.message);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.errorKey = envelope.error;
    this.fields = envelope.fields ?? [];
  }

  /** The session is gone: the token expired or was revoked, or none was sent. */
  get isSessionEnded(): boolean {
    return this.code === 502 || this.errorKey === 'NO_POWER';
  }

  /** The operator's roles do not allow the call. */
  get isForbidden(): boolean {
    return this.code === 403;
  }
}

/** No usable answer: the server is unreachable, too slow, or answered something that is not an envelope. */
export class NetworkError extends Error {
  readonly reason: 'timeout' | 'unreachable' | 'bad-response';

  constructor(reason: NetworkError['reason']) {
    super(reason);
    this.name = 'NetworkError';
    this.reason = reason;
  }
}

export type CallFailure = ApiError | NetworkError;

interface ApiHooks {
  /** Shows a failure to the operator. */
  onFailure(failure: CallFailure): void;
  /** The session ended: forget it and send the operator to the login page. */
  onSessionEnd(failure: ApiError): void;
}

let hooks: ApiHooks = { onFailure: () => undefined, onSessionEnd: () => undefined };

/** Connects the client to the interface; the app does this once at start. */
export function configureApi(next: ApiHooks): void {
  hooks = next;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** The caller shows the failure itself (a form with inline errors, say). */
  isQuiet?: boolean;
}

type CallArgs<E> =
  undefined extends EndpointParams<E>
    ? [input?: EndpointParams<E>, options?: CallOptions]
    : [input: EndpointParams<E>, options?: CallOptions];

function queryString(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).success === 'boolean';
}

async function send(call: Endpoint, input: unknown, signal: AbortSignal | undefined): Promise<Envelope> {
  const headers: Record<string, string> = { lang: getLocale() };
  const token = readToken();
  if (token) headers.token = token;
  let url = call.path;
  let body: string | FormData | undefined;
  if (call.method === 'GET') {
    url += queryString(input);
  } else if (input instanceof FormData) {
    // The browser writes the multipart boundary into the content type itself.
    body = input;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }

  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    // A cancelled query is not a failure worth telling anyone about.
    if (signal?.aborted) throw error;
    throw new NetworkError(timeout.aborted ? 'timeout' : 'unreachable');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!isEnvelope(payload)) throw new NetworkError('bad-response');
  return payload;
}

/** Makes one call and answers its typed result; a failure is reported, then thrown. */
export async function callApi<E extends Endpoint>(
  call: E,
  ...[input, options = {}]: CallArgs<E>
): Promise<EndpointResult<E>> {
  return run(call, input, options);
}

/** Sends one file as the multipart field `file`, for the calls that take an upload. */
export async function uploadFile<E extends Endpoint>(
  call: E,
  file: File,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  const form = new FormData();
  form.append('file', file);
  return run(call, form, options);
}

async function run<E extends Endpoint>(call: E, input: unknown, options: CallOptions): Promise<EndpointResult<E>> {
  try {
    const envelope = await send(call, input, options.signal);
    if (!envelope.success) throw new ApiError(envelope);
    return envelope.result as EndpointResult<E>;
  } catch (error) {
    if ((error instanceof ApiError || error instanceof NetworkError) && !options.isQuiet) hooks.onFailure(error);
    if (error instanceof ApiError && error.isSessionEnded) hooks.onSessionEnd(error);
    throw error;
  }
}
