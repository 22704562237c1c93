// A points-zone price as the shopper pays it: the points, and the cash paid with them when there is any.
import { useIntl } from 'react-intl';
import { Price } from './price.tsx';

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
