// The cart's prices as checkout charges them: a points-zone line in points with its cash part, a
// money line in money, and a total that names the points the selection spends.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '@/app/providers.tsx';
import { changeLocale } from '@/lib/locale.ts';
import type { CartLine } from '@/shared/cart/api/cart.ts';
import { CartLinePrice, CartTotal } from './cart-prices.tsx';

afterEach(cleanup);

const moneyLine = {
  price: '99.00',
  priceKind: 'retail',
  pointsPrice: 0,
  pointsCash: '0.00',
} as CartLine;
const pointsLine = { ...moneyLine, price: '25.00', pointsPrice: 200, pointsCash: '2.50' } as CartLine;

async function shown(children: ReactNode, testId: string) {
  await changeLocale('en_US');
  render(<AppProviders>{children}</AppProviders>);
  return (await waitFor(() => screen.getByTestId(testId))).textContent;
}

describe('the cart’s prices', () => {
  it('shows a points-zone line in points and its cash part, never its money price', async () => {
    const text = await shown(<CartLinePrice line={pointsLine} />, 'cart-line-points');
    expect(text).toMatch(/^200 pts \+ .*2\.50$/);
    expect(screen.queryByTestId('cart-line-price')).toBeNull();
  });

  it('shows a money line in money', async () => {
    expect(await shown(<CartLinePrice line={moneyLine} />, 'cart-line-price')).toContain('99.00');
  });

  it('totals the selection in points with the money beside them, or in money alone', async () => {
    expect(await shown(<CartTotal cart={{ totalPoints: 400, totalPrice: '104.00' }} />, 'cart-total-points')).toMatch(
      /^400 pts \+ .*104\.00$/,
    );
    cleanup();
    expect(await shown(<CartTotal cart={{ totalPoints: 0, totalPrice: '99.00' }} />, 'cart-total')).toContain('99.00');
  });
});
