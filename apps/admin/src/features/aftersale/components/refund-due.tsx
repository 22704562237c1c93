// The day an approved refund is paid by, as the queue and a request's page show it: flagged when it
// is due within a business day, and when it has passed unpaid.
import { Space, Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { Translate } from '../../../lib/i18n.ts';
import type { AfterSaleRequest } from '../api/after-sales.ts';

type RefundPromise = Pick<AfterSaleRequest, 'refundDueBy' | 'refundOverdue' | 'refundDueSoon'>;

export function RefundDue({ request, t }: { request: RefundPromise; t: Translate }) {
  const intl = useIntl();
  if (!request.refundDueBy) return <>—</>;
  // A calendar day of the shop (UTC): read at UTC midnight so no time zone moves it.
  const day = intl.formatDate(`${request.refundDueBy}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Space size={4} data-testid="after-sale-refund-due" data-due={request.refundDueBy}>
      <time dateTime={request.refundDueBy}>{day}</time>
      {request.refundOverdue ? (
        <Tag color="red" data-testid="after-sale-refund-overdue">
          {t('adminAfterSale.refundOverdue')}
        </Tag>
      ) : null}
      {request.refundDueSoon ? (
        <Tag color="orange" data-testid="after-sale-refund-due-soon">
          {t('adminAfterSale.refundDueSoon')}
        </Tag>
      ) : null}
    </Space>
  );
}
