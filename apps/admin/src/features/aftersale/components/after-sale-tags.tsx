// How a request's status reads in the list and on its page: the status, and the refund waiting for
// a second operator.
import { Tag } from 'antd';
import type { Translate } from '../../../lib/i18n.ts';
import { isWaitingForSecondOperator, statusColor, statusLabel, type RequestState } from '../aftersale-rules.ts';

export function AfterSaleStatus({ request, t }: { request: RequestState; t: Translate }) {
  return (
    <>
      <Tag
        color={statusColor(request.type, request.status)}
        data-testid="after-sale-status"
        data-status={request.status}
      >
        {t(statusLabel(request.type, request.status))}
      </Tag>
      {isWaitingForSecondOperator(request) ? (
        <Tag color="gold" data-testid="after-sale-waiting-second">
          {t('adminAfterSale.waitingSecond')}
        </Tag>
      ) : null}
    </>
  );
}
