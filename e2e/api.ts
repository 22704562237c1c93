// The journeys' client for the shop's API, for the steps a journey does not tap through: a call
// is a path and, for a POST, a JSON body (the server reads JSON as it reads the app's forms); it
// answers the envelope's result, and a refused call fails the journey with the server's words.
import { baseUrl } from './browser.ts';

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

export interface CallOptions {
  token?: string;
  /** Makes the call a POST. */
  body?: Record<string, unknown>;
}

export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { token, body } = options;
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl() + path, {
    method: body ? 'POST' : 'GET',
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.result;
}

/** A demo member's session token (every demo member's password is Demo@123456). */
export async function memberToken(username: string, password = 'Demo@123456'): Promise<string> {
  return (await call<{ token: string }>('/mallapi/member/login', { body: { username, password } })).token;
}

/** A back-office session token, the first operator's unless told otherwise. */
export async function operatorToken(username = 'admin', password = 'Admin@123456'): Promise<string> {
  return (await call<{ token: string }>('/adminapi/auth/login', { body: { username, password } })).token;
}
