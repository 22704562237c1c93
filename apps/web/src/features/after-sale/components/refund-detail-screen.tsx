// pages/order/refund-detail?id=: one after-sales request: its status with what comes next (the
// time left to send the goods back, the day an approved refund is paid by), the product, where to
// send the goods, the timeline of its steps newest first with their notes (a rejection's reason),
// the request's facts, and the member's steps: send the goods back, withdraw and, once an
// exchange's replacement has shipped, confirm it arrived (both confirmed first).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Steps from 'antd-mobile/es/components/steps';
import { Countdown } from '@/components/countdown.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { ApiError, reportError } from '@/lib/api.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useAfterSale, useConfirmReplacement, useWithdrawAfterSale, type AfterSaleView } from '../api/after-sale.ts';
import {
  afterSaleActions,
  awaitsGoods,
  paysMoney,
  reasonOf,
  statusKeyOf,
  timelineOf,
} from '../lib/after-sale-state.ts';
import { ProductRow, RequestNotFound, useConfirm, useIdParam, useStatusText } from './after-sale-parts.tsx';
import { RefundBy } from './refund-by.tsx';
import { ReturnAddress } from './return-address.tsx';
import styles from './after-sale.module.css';

export function RefundDetailScreen() {
  const session = useSession();
  const id = useIdParam('id');
  if (!session) return <LoginPrompt />;
  if (!id) return <RequestNotFound />;
  return <RequestView id={id} />;
}

function RequestView({ id }: { id: number }) {
  const intl = useIntl();
  const request = useAfterSale(id);
  if (request.isPending) return <LoadingView lines={8} />;
  if (request.isError) {
    if (request.error instanceof ApiError && request.error.code === 404) return <RequestNotFound />;
    return <ErrorView error={request.error} onRetry={() => void request.refetch()} />;
  }
  const { data } = request;
  return (
    <div className={styles.screen} data-testid="refund-detail" data-id={data.id} data-status={data.status}>
      <Banner request={data} receivedAt={request.dataUpdatedAt} onOver={() => void request.refetch()} />
      <section className={styles.section}>
        <ProductRow product={data.product} quantity={data.quantity} />
      </section>
      {awaitsGoods(data) && (
        <section className={styles.section} data-testid="refund-detail-send-back">
          <h2 className={styles.title}>{intl.formatMessage({ id: 'webAfterSale.section.sendBack' })}</h2>
          <ReturnAddress request={data} />
        </section>
      )}
      <Timeline request={data} />
      <Facts request={data} />
      <Actions request={data} />
    </div>
  );
}

/** The status, what comes next, and the time left to send the goods back while the shop waits. */
function Banner(props: { request: AfterSaleView; receivedAt: number; onOver: () => void }) {
  const intl = useIntl();
  const { request } = props;
  const key = statusKeyOf(request);
  return (
    <header className={styles.banner} data-testid="refund-detail-banner">
      <h1 data-testid="refund-detail-status">{key && intl.formatMessage({ id: `webAfterSale.status.${key}` })}</h1>
      {key && <p>{intl.formatMessage({ id: `webAfterSale.hint.${key}` })}</p>}
      <RefundBy request={request} />
      {awaitsGoods(request) && request.returnBy && (
        <p>
          {intl.formatMessage({ id: 'webAfterSale.returnBy' })}{' '}
          <Countdown
            to={request.returnBy}
            serverTime={new Date(props.receivedAt).toISOString()}
            receivedAt={props.receivedAt}
            testId="refund-detail-return-by"
            onOver={props.onOver}
          />
        </p>
      )}
    </header>
  );
}

/** Every step newest first: its status, who took it and when, and its note. */
function Timeline({ request }: { request: AfterSaleView }) {
  const intl = useIntl();
  const statusText = useStatusText();
  const who = (step: AfterSaleView['steps'][number]) =>
    step.actor === 'operator'
      ? step.operatorName
        ? intl.formatMessage({ id: 'webAfterSale.actor.operator' }, { name: step.operatorName })
        : intl.formatMessage({ id: 'webAfterSale.actor.shop' })
      : intl.formatMessage({ id: `webAfterSale.actor.${step.actor}` });
  return (
    <section className={styles.section} data-testid="refund-detail-timeline">
      <h2 className={styles.title}>{intl.formatMessage({ id: 'webAfterSale.section.progress' })}</h2>
      <div className={styles.timeline}>
        <Steps direction="vertical" current={0}>
          {timelineOf(request.steps).map((step, index) => (
            <Steps.Step
              key={`${step.at}:${index}`}
              status={index === 0 ? 'process' : 'finish'}
              title={
                <span data-testid="refund-detail-step">{statusText({ type: request.type, status: step.status })}</span>
              }
              description={
                <>
                  {who(step)} ·{' '}
                  <time dateTime={step.at}>
                    {intl.formatDate(step.at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  {step.note && (
                    <span className={styles.note} data-testid="refund-detail-note">
                      {step.note}
                    </span>
                  )}
                </>
              }
            />
          ))}
        </Steps>
      </div>
    </section>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The request as asked, the parcels both ways, and the photos. */
function Facts({ request }: { request: AfterSaleView }) {
  const intl = useIntl();
  const label = (id: WebMessageId) => intl.formatMessage({ id });
  const parcel = (carrier: string | null, trackingNo: string | null) => carrier && `${carrier} ${trackingNo ?? ''}`;
  const back = parcel(request.returnCarrier, request.returnTrackingNo);
  const replacement = parcel(request.replacementCarrier, request.replacementTrackingNo);
  return (
    <section className={styles.section} data-testid="refund-detail-facts">
      <h2 className={styles.title}>{label('webAfterSale.section.request')}</h2>
      <dl className={styles.fields}>
        <Fact label={label('webAfterSale.field.requestNo')}>{request.id}</Fact>
        <Fact label={label('webAfterSale.field.type')} testId="refund-detail-type">
          {label(`webAfterSale.type.${request.type}`)}
        </Fact>
        {paysMoney(request.type) && (
          <>
            <Fact label={label('webAfterSale.field.amount')} testId="refund-detail-amount">
              <Price amount={request.refundAmount} />
            </Fact>
            {request.refundTarget && (
              <Fact label={label('webAfterSale.field.target')} testId="refund-detail-target">
                {label(`webAfterSale.target.${request.refundTarget}`)}
              </Fact>
            )}
          </>
        )}
        <Fact label={label('webAfterSale.field.reason')}>
          {label(`webAfterSale.reason.${reasonOf(request.reason)}`)}
        </Fact>
        <Fact label={label('webAfterSale.field.quantity')}>{request.quantity}</Fact>
        {request.wanted?.specText && (
          <Fact label={label('webAfterSale.field.wanted')} testId="refund-detail-wanted">
            {request.wanted.specText}
          </Fact>
        )}
        {request.comment && <Fact label={label('webAfterSale.field.comment')}>{request.comment}</Fact>}
        <Fact label={label('webAfterSale.field.orderNo')}>
          <Link to={`${paths.orderDetail}?orderId=${request.orderId}`} data-testid="refund-detail-order">
            {request.orderNo}
          </Link>
        </Fact>
        <Fact label={label('webAfterSale.field.createdAt')}>
          {intl.formatDate(request.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Fact>
        {back && (
          <Fact label={label('webAfterSale.field.returnParcel')} testId="refund-detail-return-parcel">
            {back}
          </Fact>
        )}
        {replacement && (
          <Fact label={label('webAfterSale.field.replacement')} testId="refund-detail-replacement">
            {replacement}
          </Fact>
        )}
      </dl>
      {request.images.length > 0 && (
        <div className={styles.photos} data-testid="refund-detail-photos">
          {request.images.map((image) => (
            <img key={image.s200} src={image.s200} width={64} height={64} alt="" loading="lazy" />
          ))}
        </div>
      )}
    </section>
  );
}

/** Withdraw and confirm the replacement arrived (each asked first), or send the goods back, as the request allows. */
function Actions({ request }: { request: AfterSaleView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const withdraw = useWithdrawAfterSale();
  const received = useConfirmReplacement();
  const actions = afterSaleActions(request);
  if (actions.length === 0) return null;
  const ask = (action: 'withdraw' | 'confirmReceipt') =>
    confirm(intl.formatMessage({ id: `webAfterSale.confirm.${action}` }), async () => {
      try {
        await (action === 'withdraw' ? withdraw : received).mutateAsync(request.id);
        showToast(intl.formatMessage({ id: `webAfterSale.done.${action}` }), 'success');
      } catch (error) {
        reportError(error);
      }
    });
  return (
    <div className={styles.actions} data-testid="refund-detail-actions">
      {actions.map((action) => {
        const main = action !== 'withdraw';
        return (
          <Button
            key={action}
            size="small"
            shape="rounded"
            color={main ? 'primary' : 'default'}
            fill={main ? 'solid' : 'outline'}
            disabled={withdraw.isPending || received.isPending}
            onClick={() =>
              action === 'sendBack' ? void navigate(`${paths.returnProduct}?id=${request.id}`) : ask(action)
            }
            data-testid={`refund-detail-${action}`}
          >
            {intl.formatMessage({ id: `webAfterSale.action.${action}` })}
          </Button>
        );
      })}
    </div>
  );
}
