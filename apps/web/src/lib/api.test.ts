import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@mall/contracts/browser';
import { ApiError, request } from './api.ts';
import { changeLocale } from './locale.ts';
import { setNavigator } from './navigation.ts';
import { getSession, saveSession } from './session.ts';
import { showToast } from './toast.ts';

vi.mock('./toast.ts', () => ({ showToast: vi.fn() }));

const navigations: { to: string; replace: boolean }[] = [];
const user = { memberId: 7, username: 'somchai' } as Parameters<typeof saveSession>[0]['user'];

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  await changeLocale('en_US');
  setNavigator((to, { replace }) => navigations.push({ to, replace }));
});

beforeEach(() => {
  navigations.length = 0;
  vi.mocked(showToast).mockClear();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '#/pages/user/user';
  saveSession({ token: 'token-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shopper API client', () => {
  it('sends a form body with the token, language and app version, and answers the result', async () => {
    const fetchMock = answer({ success: true, code: 200, message: 'ok', result: { token: 't' } });
    await expect(request(calls.member.login, { username: 'somchai', password: 'secret1' })).resolves.toEqual({
      token: 't',
    });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/mallapi/member/login');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('username=somchai&password=secret1');
    expect(init.headers).toMatchObject({ token: 'token-1', lang: 'en_US', 'app-version': expect.any(String) });
  });

  it('puts GET parameters in the query string', async () => {
    const fetchMock = answer({ success: true, code: 200, message: 'ok', result: [] });
    await request(calls.memberFavorite.query_page, { pageNum: 2, pageSize: 10 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/mallapi/memberFavorite/query_page?pageNum=2&pageSize=10');
  });

  it('on 502 ends the session, shows the message and opens the login page in place', async () => {
    answer({ success: false, code: 502, message: 'Please log in again', result: null, error: 'TOKEN_INVALID' });
    const error = await failure(request(calls.member.getUser));
    expect(error).toMatchObject({ code: 502, isHandled: true });
    expect(getSession()).toBeNull();
    expect(showToast).toHaveBeenCalledWith('Please log in again');
    expect(navigations).toEqual([{ to: '/pages/public/login', replace: true }]);
    expect(sessionStorage.getItem('redirectAfterLogin')).toContain('/pages/user/user');
  });

  it('leaves a newer session alone when a late 502 answers for an older token', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const pending = failure(request(calls.member.getUser));
    saveSession({ token: 'token-2', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
    release(new Response(JSON.stringify({ success: false, code: 502, message: 'gone', result: null })));
    expect(await pending).toMatchObject({ code: 502, isHandled: true });
    expect(getSession()?.token).toBe('token-2');
    expect(navigations).toEqual([]);
  });

  it('on NO_POWER opens the login page with the error, keeping the session', async () => {
    answer({ success: false, code: 401, message: 'Log in first', result: null, error: 'NO_POWER' });
    const error = await failure(request(calls.member.getUser));
    expect(error).toMatchObject({ error: 'NO_POWER', isHandled: true });
    expect(navigations).toEqual([{ to: '/pages/public/login?error=NO_POWER', replace: true }]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('treats an answer that is not an envelope as a network failure', async () => {
    answer('<html>502 Bad Gateway</html>', 502);
    const error = await failure(request(calls.member.getUser));
    expect(error).toMatchObject({ code: 0, error: 'NETWORK', isHandled: true });
    expect(showToast).toHaveBeenCalledWith(error.message);
    expect(error.message).not.toBe('common.networkUnstable');
  });

  it('tells the shopper once when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(request(calls.member.getUser));
    expect(error).toMatchObject({ code: 0, error: 'NETWORK', isHandled: true });
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([]);
  });

  it('hands field issues of a refused form to the caller without a toast', async () => {
    answer({
      success: false,
      code: 400,
      message: 'Check the form',
      result: null,
      error: 'VALIDATION',
      fields: [{ field: 'mobile', message: 'Enter a mobile number' }, { field: 3 }],
    });
    const error = await failure(request(calls.member.login, { username: 'x', password: 'y' }));
    expect(error).toMatchObject({ code: 400, isHandled: false });
    expect(error.fields).toEqual([{ field: 'mobile', message: 'Enter a mobile number' }]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('hands the wait a rate-limit refusal names to the caller, and no wait when it names none', async () => {
    const refusal = { success: false, code: 429, message: 'Wait', result: null, error: 'RATE_LIMITED' };
    answer({ ...refusal, retryAfter: 42 });
    expect(await failure(request(calls.verify.smscode, { mobile: '0812345678', type: 'login' }))).toMatchObject({
      error: 'RATE_LIMITED',
      retryAfter: 42,
      isHandled: false,
    });
    answer({ ...refusal, retryAfter: 'soon' });
    expect((await failure(request(calls.verify.smscode, { mobile: '0812345678', type: 'login' }))).retryAfter).toBe(
      null,
    );
  });
});
