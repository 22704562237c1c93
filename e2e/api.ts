// The journeys' client for the shop's API, for the steps a journey does not tap through: a call
// is a path and, for a POST, a JSON body (the server reads JSON as it reads the app's forms, so no
// journey needs a form body of its own); it answers the envelope's result, and a refused call fails
// the journey with the server's words. A journey that expects a refusal reads the whole envelope.
import { expect, inject } from 'vitest';
import type { Locator } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { addOperatorOnServer } from './shop-process.ts';

export interface Envelope<T> {
  success: boolean;
  message: string;
  /** The refusal's code, when the call was refused. */
  error?: string;
  result: T;
}

export interface CallOptions {
  token?: string;
  /** Makes the call a POST. */
  body?: Record<string, unknown>;
  /** The language the shop answers in (the member's saved one, or the shop's default, otherwise). */
  lang?: string;
}

/** The whole envelope, refused or not: for a journey that checks the shop says no. */
export async function callEnvelope<T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const { token, body, lang } = options;
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (lang) headers.lang = lang;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl() + path, {
    method: body ? 'POST' : 'GET',
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Envelope<T>;
}

export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const envelope = await callEnvelope<T>(path, options);
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.result;
}

/** A member's session as the login answers it, which the app keeps in its storage. */
export interface MemberSession {
  token: string;
  invalidTime: string;
  user: { username: string };
}

/** A demo member's session (every demo member's password is Demo@123456). */
export async function memberSession(username: string, password = 'Demo@123456'): Promise<MemberSession> {
  return call<MemberSession>('/mallapi/member/login', { body: { username, password } });
}

/** A demo member's session token. */
export async function memberToken(username: string, password = 'Demo@123456'): Promise<string> {
  return (await memberSession(username, password)).token;
}

/** A back-office session token, the first operator's unless told otherwise. */
export async function operatorToken(username = 'admin', password = 'Admin@123456'): Promise<string> {
  return (await call<{ token: string }>('/adminapi/auth/login', { body: { username, password } })).token;
}

/**
 * Makes a staff account on the server (`npm run operator:add`). The back office's own path, one
 * admin proposing and another approving, links the account to both admins, and a linked account
 * never decides their requests (docs/operations.md, "Two-person rules"); journeys that need a second
 * operator for the demo admin's requests use staff made on the server. The accounts journey walks
 * the back office's path.
 */
export function addOperator(account: { username: string; password: string; roles: readonly string[] }): void {
  addOperatorOnServer(inject('shopEnv'), account);
}

/** A Thai mobile number nobody in the demo data (or another journey) has. */
export const newMobile = (): string => `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * The newest code of a kind sent to a phone since `since` (ms), or '' when none came yet: read from
 * the development SMS outbox, which answers its list bare rather than in an envelope.
 */
export async function smsCode(mobile: string, type: string, since = 0): Promise<string> {
  const response = await fetch(`${baseUrl()}/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
  const outbox = (await response.json()) as { messages: { type: string; code: string; sentAt: string }[] };
  const message = outbox.messages.find(
    (candidate) => candidate.type === type && Date.parse(candidate.sentAt) >= since - 1000,
  );
  return message?.code ?? '';
}

/**
 * Presses "send code" in a form and answers the code that reaches `mobile`, as the shopper reads it
 * off the SMS. While the last code's resend wait runs the server refuses, so the shopper tries again.
 */
export async function sendAndReadCode(form: Locator, mobile: string, type: string): Promise<string> {
  const since = Date.now();
  const send = form.getByTestId('send-code');
  let code = '';
  await expect
    .poll(
      async () => {
        code = await smsCode(mobile, type, since);
        if (!code && (await send.isEnabled())) await send.click();
        return code;
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs a new shopper up with the code their phone receives, as an earlier visit would have. */
export async function signUp(mobile: string, password: string, inviteCode?: string): Promise<MemberSession> {
  const since = Date.now();
  await call('/mallapi/verify/smscode', { body: { mobile, type: 'register' } });
  let code = '';
  await expect.poll(async () => (code = await smsCode(mobile, 'register', since))).toMatch(/^\d{6}$/);
  const invited = inviteCode ? { inviteCode } : {};
  return call<MemberSession>('/mallapi/member/register', {
    body: { mobile, code, password, agree: 'true', ...invited },
  });
}

interface DemoRegion {
  provinceId: number;
  cityId: number;
  areaId: number;
  zip: string;
}

/** Gives a new member a default address in the demo VIP's area; answers its id. */
export async function addAddressNearDemoVip(
  token: string,
  person: { name: string; mobile: string; street: string },
): Promise<number> {
  const [demo] = await call<DemoRegion[]>('/mallapi/memberAddress/selectList', {
    token: await memberToken('demo_vip'),
  });
  const { id } = await call<{ id: number }>('/mallapi/memberAddress/addAds', {
    token,
    body: { name: person.name, mobile: person.mobile, ...demo, address: person.street, isDefault: true },
  });
  return id;
}

/** Runs one of the shop's jobs as if its clock read `at` (a development route, this machine only). */
export async function runJobAt(name: string, at: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/dev/jobs/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, at }),
  });
  if (!response.ok) throw new Error(`/dev/jobs/run ${name}: ${response.status} ${await response.text()}`);
}
