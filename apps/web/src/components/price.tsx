import { useIntl } from 'react-intl';
import { useCurrencySymbol } from '@/shared/app-settings/api/get-app-settings.ts';

export { useCurrencySymbol };

/** The one minus sign money is shown with, before the symbol: "−฿10.00". */
export const MINUS = '\u2212';

/**
 * An amount as the server sends it ("199.00") with the shop's currency symbol; a negative one
 * ("-10.00", money taken off) with the minus sign before the symbol.
 */
export function Price({ amount, className, testId }: { amount: string; className?: string; testId?: string }) {
  const symbol = useCurrencySymbol();
  const isNegative = amount.startsWith('-');
  return (
    <span className={className} data-testid={testId}>
      {isNegative && MINUS}
      {symbol}
      {isNegative ? amount.slice(1) : amount}
    </span>
  );
}

/**
 * A points-zone price as the shopper pays it: the points, and the cash paid with them when there is
 * any. Beside `Price` so the first screen's cards load it with the price, not as a file of its own.
 */
export function PointsPrice(props: { points: number; cash: string; className?: string; testId?: string }) {
  const { points, cash, className, testId } = props;
  const intl = useIntl();
  return (
    <span className={className} data-testid={testId}>
      {intl.formatMessage({ id: 'webShop.points.price' }, { points })}
      {cash !== '0.00' && (
        <>
          {' + '}
          <Price amount={cash} />
        </>
      )}
    </span>
  );
}
