// What the cart shows a line and the selection cost, as checkout charges them: a points-zone line
// in its points (and cash part), any other line in money with its kind of price.
import { PriceKindBadge } from '@/components/product-card.tsx';
import { PointsPrice, Price } from '@/components/price.tsx';
import type { Cart, CartLine } from '@/shared/cart/api/cart.ts';
import styles from './cart.module.css';

/** A unit's price: points and cash part for a points-zone line, else money with its badge. */
export function CartLinePrice({ line }: { line: CartLine }) {
  if (line.pointsPrice > 0)
    return (
      <span className={styles.price}>
        <PointsPrice points={line.pointsPrice} cash={line.pointsCash} testId="cart-line-points" />
      </span>
    );
  return (
    <span className={styles.price}>
      <Price amount={line.price} testId="cart-line-price" />
      <PriceKindBadge kind={line.priceKind} />
    </span>
  );
}

/** The selection's total: the points it spends with the money, or the money alone. */
export function CartTotal({ cart }: { cart: Pick<Cart, 'totalPrice' | 'totalPoints'> }) {
  if (cart.totalPoints > 0)
    return (
      <PointsPrice
        points={cart.totalPoints}
        cash={cart.totalPrice}
        className={styles.totalPrice}
        testId="cart-total-points"
      />
    );
  return <Price amount={cart.totalPrice} className={styles.totalPrice} testId="cart-total" />;
}
