import type { ReactNode } from 'react';
import { Link } from '@/lib/router.tsx';
import List from 'antd-mobile/es/components/list';
import styles from './cells.module.css';

interface CellProps {
  icon?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}

// antd-mobile's clickable list item is an anchor without href, out of reach of the keyboard; these
// cells put a real link or button in the item and stretch it over the whole row.

/** A list row that opens another page. */
export function LinkCell({ to, icon, extra, children, testId }: CellProps & { to: string }) {
  return (
    <List.Item className={styles.cell} prefix={icon} extra={extra} arrowIcon>
      <Link className={styles.action} to={to} data-testid={testId}>
        {children}
      </Link>
    </List.Item>
  );
}

/** A list row that does something on the page, such as opening a sheet. */
export function ButtonCell({ onClick, icon, extra, children, testId }: CellProps & { onClick: () => void }) {
  return (
    <List.Item className={styles.cell} prefix={icon} extra={extra} arrowIcon>
      <button type="button" className={styles.action} onClick={onClick} data-testid={testId}>
        {children}
      </button>
    </List.Item>
  );
}
