import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { currentLocation, listen, navigate, type HistoryAction } from './history.ts';
import { canGoBack } from './navigation.ts';
import { Link, LocationProvider, useSearchParams } from './router.tsx';

beforeAll(() => {
  window.history.replaceState(null, '', '#/pages/index/index');
});
afterEach(cleanup);

describe('the hash history', () => {
  it('numbers entries: a push steps forward, a replace keeps its place, and carries state', () => {
    const start = currentLocation();
    expect(start).toMatchObject({ pathname: '/pages/index/index', search: '', idx: 0 });
    expect(canGoBack()).toBe(false);

    navigate('/pages/search/searchList?keyword=tea');
    expect(currentLocation()).toMatchObject({ pathname: '/pages/search/searchList', search: '?keyword=tea', idx: 1 });
    expect(window.location.hash).toBe('#/pages/search/searchList?keyword=tea');
    expect(canGoBack()).toBe(true);

    navigate('/pages/public/login', { replace: true, state: { canReturn: true } });
    expect(currentLocation()).toMatchObject({ pathname: '/pages/public/login', idx: 1, state: { canReturn: true } });
    expect(currentLocation().key).not.toBe(start.key);
  });

  it('adopts an entry the browser made from a plain #/ link as one step forward', () => {
    const seen: HistoryAction[] = [];
    const stop = listen((action) => seen.push(action));
    const before = currentLocation().idx;
    window.history.pushState(null, '', '#pages/user/user?tab=1');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    stop();
    expect(seen).toEqual(['pop']);
    expect(currentLocation()).toMatchObject({ pathname: '/pages/user/user', search: '?tab=1', idx: before + 1 });
    expect(window.history.state).toMatchObject({ idx: before + 1 });
  });
});

describe('pages moving the address', () => {
  const at = (path: string) => {
    navigate(path);
    return currentLocation();
  };

  it('changes only the query, dropping an empty one, and reads the current one in an updater', () => {
    const location = at('/pages/index/brand-list?cateId=3&sort=sales');
    const { result } = renderHook(() => useSearchParams(), {
      wrapper: ({ children }) => <LocationProvider value={location}>{children}</LocationProvider>,
    });
    expect(result.current[0].get('cateId')).toBe('3');

    act(() =>
      result.current[1](
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('sort');
          return next;
        },
        { replace: true },
      ),
    );
    expect(currentLocation()).toMatchObject({ pathname: '/pages/index/brand-list', search: '?cateId=3' });
    expect(currentLocation().idx).toBe(location.idx);

    act(() => result.current[1]({}));
    expect(window.location.hash).toBe('#/pages/index/brand-list');
  });

  it('follows a link without reloading, and replaces rather than stacks the address on screen', () => {
    const location = at('/pages/user/user');
    render(
      <LocationProvider value={location}>
        <Link to="/pages/user/collection">favourites</Link>
        <Link to="/pages/user/user">me</Link>
      </LocationProvider>,
    );
    expect(screen.getByText('favourites').getAttribute('href')).toBe('#/pages/user/collection');

    fireEvent.click(screen.getByText('me'));
    expect(currentLocation()).toMatchObject({ pathname: '/pages/user/user', idx: location.idx });

    fireEvent.click(screen.getByText('favourites'));
    expect(currentLocation()).toMatchObject({ pathname: '/pages/user/collection', idx: location.idx + 1 });
  });
});
