import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { isPrimaryAction, orderActions, type OrderAction, type OrderState } from '../lib/order-state.ts';
import type { StepTarget } from './use-order-steps.ts';
import styles from './orders.module.css';

interface OrderActionBarProps {
  order: OrderState & StepTarget;
  onAction: (action: OrderAction, target: StepTarget) => void;
  disabled?: boolean;
}

/** The buttons the order's state offers; nothing when it offers none. */
export function OrderActionBar({ order, onAction, disabled = false }: OrderActionBarProps) {
  const intl = useIntl();
  const actions = orderActions(order);
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions} data-testid="order-actions">
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          shape="rounded"
          color={isPrimaryAction(action) ? 'primary' : 'default'}
          fill={isPrimaryAction(action) ? 'solid' : 'outline'}
          disabled={disabled}
          onClick={() => onAction(action, order)}
          data-testid={`order-action-${action}`}
        >
          {intl.formatMessage({ id: `webOrders.action.${action}` })}
        </Button>
      ))}
    </div>
  );
}
