// The day an approved refund will be paid by, in the banner of a request while it is not paid yet;
// past that day the member is told it is late.
import { useIntl } from 'react-intl';
import type { AfterSaleView } from '../api/after-sale.ts';

export function RefundBy({ request }: { request: Pick<AfterSaleView, 'refundDueBy' | 'refundOverdue' | 'isFinal'> }) {
  const intl = useIntl();
  if (!request.refundDueBy || request.isFinal) return null;
  // A calendar day of the shop (UTC): read at UTC midnight so the member's time zone cannot move it.
  const date = intl.formatDate(`${request.refundDueBy}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <p data-testid="refund-detail-refund-by" data-due={request.refundDueBy}>
        {intl.formatMessage({ id: 'webAfterSale.refundBy' }, { date })}
      </p>
      {request.refundOverdue && (
        <p data-testid="refund-detail-refund-overdue">{intl.formatMessage({ id: 'webAfterSale.refundOverdue' })}</p>
      )}
    </>
  );
}
