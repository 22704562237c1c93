// Home renders its blocks one per pass; a pass that adds a block must leave the blocks already on
// screen as they are, or each pass re-renders every card shown so far.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { changeLocale } from '@/lib/locale.ts';
import type { HomeModule } from '../api/get-home-modules.ts';
import { productModule } from './home-module.fixture.ts';
import { HomeModules } from './home-modules.tsx';

const gridRenders: number[][] = [];

vi.mock('@/components/product-grid.tsx', () => ({
  ProductGrid: ({ products }: { products: readonly { id: number }[] }) => {
    gridRenders.push(products.map((product) => product.id));
    return <div data-testid="grid" />;
  },
}));

beforeEach(async () => {
  await changeLocale('en_US');
  gridRenders.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, code: 200, result: {} }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home blocks', () => {
  it('renders only the block a pass adds', () => {
    const first = productModule(1, 11);
    const second = productModule(2, 22);
    const shown = (modules: HomeModule[]) => (
      <AppProviders>
        <HomeModules modules={modules} />
      </AppProviders>
    );
    const { rerender } = render(shown([first]));
    rerender(shown([first, second]));

    expect(screen.getAllByTestId('home-module')).toHaveLength(2);
    expect(gridRenders).toEqual([[11], [22]]);
  });
});
