import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, productSorts } from '@mall/contracts/browser';
import { PAGE_SIZE } from '@/shared/catalog-lists/api/paged.ts';
import { noFilters, searchCallParams } from '@/features/search/api/search-params.ts';
import { APP_VERSION, request } from './api.ts';
import { askFirstCall, firstCallPaths, firstCallRoutes, preloadPicture } from './first-call.ts';
import { changeLocale } from './locale.ts';
import { saveSession } from './session.ts';

vi.mock('./toast.ts', () => ({ showToast: vi.fn() }));

const user = { memberId: 7, username: 'somchai' } as Parameters<typeof saveSession>[0]['user'];
const routes = firstCallRoutes(firstCallPaths, PAGE_SIZE, productSorts);

/** The page's boot script at this address (the way index.html runs it). */
function boot(hash: string) {
  window.location.hash = hash;
  askFirstCall(routes, APP_VERSION, ['zh_CN', 'zh_HK', 'en_US', 'th_TH'], preloadPicture);
}

function serve(...answers: (unknown | Error)[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (result: unknown) => ({ success: true, code: 200, message: 'ok', result });

beforeAll(async () => {
  await changeLocale('en_US');
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('lang', 'en_US');
  saveSession({ token: 'token-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  window.mallFirstCall = undefined;
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the page's first call, asked by the boot script", () => {
  it("asks home's call as the client does, and the client adopts the answer instead of asking again", async () => {
    const fetchMock = serve(ok({ banners: [{ image: '/uploads/banner-1.jpg' }] }));
    boot('#/pages/index/index');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/mallapi/appIndex/home');
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.headers).toEqual({ lang: 'en_US', 'app-version': APP_VERSION, token: 'token-1' });

    await expect(request(calls.appIndex.home)).resolves.toEqual({ banners: [{ image: '/uploads/banner-1.jpg' }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The banner named in the answer is on its way before the app renders it.
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/uploads/banner-1.jpg');
    // Once: a later home call (a refresh) asks the server.
    await request(calls.appIndex.home);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('writes the product and search calls exactly as their screens do', async () => {
    const fetchMock = serve(ok({ images: [], cover: { s800: '/uploads/p-800.jpg' } }));
    boot('#/pages/product/product?id=12&productGoodsId=31');
    await request(calls.product.detail, { id: 12, flashSaleId: undefined, productGoodsId: 31 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/uploads/p-800.jpg');

    window.mallFirstCall = undefined;
    serve(ok({ list: [], hasMore: false }));
    boot('#/pages/search/searchList?keyword=%20green%20tea%20&sort=priceAsc');
    const searchFetch = vi.mocked(fetch);
    await request(calls.product.searchKeyword, {
      keyword: 'green tea',
      sort: 'priceAsc',
      ...searchCallParams(noFilters),
      pageNum: 1,
      pageSize: PAGE_SIZE,
    });
    expect(searchFetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing early for an address the screen would read differently', () => {
    const fetchMock = serve(ok(null));
    boot('#/pages/search/searchList?keyword=tea&brandId=2');
    boot('#/pages/product/product?id=abc');
    boot('#/pages/user/user');
    localStorage.setItem('lang', 'th');
    boot('#/pages/index/index');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.mallFirstCall).toBeUndefined();
  });

  it('asks again when the early call failed or answered a refusal', async () => {
    const fetchMock = serve(new TypeError('Failed to fetch'), ok({ banners: [] }));
    boot('#/pages/index/index');
    await expect(request(calls.appIndex.home)).resolves.toEqual({ banners: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const refused = serve({ success: false, code: 500, message: 'busy', result: null }, ok({ banners: [] }));
    boot('#/pages/index/index');
    await expect(request(calls.appIndex.home)).resolves.toEqual({ banners: [] });
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('is not adopted for another session or language, nor once it is old', async () => {
    const fetchMock = serve(ok({ banners: [] }));
    boot('#/pages/index/index');
    saveSession({ token: 'token-2', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
    await request(calls.appIndex.home);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ token: 'token-2' });

    window.mallFirstCall = undefined;
    boot('#/pages/index/index');
    const later = performance.now() + 31_000;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    await request(calls.appIndex.home);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks as a guest when the stored session has expired', () => {
    const fetchMock = serve(ok({ banners: [] }));
    localStorage.setItem('tokenInvalidTime', new Date(Date.now() - 1_000).toISOString());
    boot('#/pages/index/index');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ lang: 'en_US', 'app-version': APP_VERSION });
  });
});
