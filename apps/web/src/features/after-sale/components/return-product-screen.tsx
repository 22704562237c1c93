// pages/order/return-product?id=: the member tells how the goods come back (carrier and tracking
// number), checked as the server checks them and confirmed first; then the request opens again.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { ApiError, reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useAfterSale, useSubmitExpress, type AfterSaleView } from '../api/after-sale.ts';
import { awaitsGoods, parcelProblem } from '../lib/after-sale-state.ts';
import { ProductRow, RequestNotFound, useConfirm, useIdParam, useStatusText } from './after-sale-parts.tsx';
import { ReturnAddress } from './return-address.tsx';
import styles from './after-sale.module.css';

export function ReturnProductScreen() {
  const session = useSession();
  const id = useIdParam('id');
  if (!session) return <LoginPrompt />;
  if (!id) return <RequestNotFound />;
  return <ReturnLoader id={id} />;
}

function ReturnLoader({ id }: { id: number }) {
  const intl = useIntl();
  const statusText = useStatusText();
  const request = useAfterSale(id);
  if (request.isPending) return <LoadingView lines={4} />;
  if (request.isError) {
    if (request.error instanceof ApiError && request.error.code === 404) return <RequestNotFound />;
    return <ErrorView error={request.error} onRetry={() => void request.refetch()} />;
  }
  if (!awaitsGoods(request.data))
    return (
      <StatusView
        testId="return-product-closed"
        title={statusText(request.data)}
        action={
          <Link to={`${paths.refundDetail}?id=${id}`}>{intl.formatMessage({ id: 'webAfterSale.viewRequest' })}</Link>
        }
      />
    );
  return <ReturnForm request={request.data} />;
}

function ReturnForm({ request }: { request: AfterSaleView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const submitExpress = useSubmitExpress();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [problem, setProblem] = useState<'carrier' | 'trackingNo' | null>(null);

  const send = async () => {
    try {
      await submitExpress.mutateAsync({ id: request.id, carrier: carrier.trim(), trackingNo: trackingNo.trim() });
      showToast(intl.formatMessage({ id: 'webAfterSale.done.sendBack' }), 'success');
      void navigate(`${paths.refundDetail}?id=${request.id}`, { replace: true });
    } catch (error) {
      reportError(error);
    }
  };
  const submit = () => {
    const found = parcelProblem(carrier, trackingNo);
    setProblem(found);
    if (!found) confirm(intl.formatMessage({ id: 'webAfterSale.confirm.sendBack' }), send);
  };

  return (
    <Form
      className={styles.form}
      layout="vertical"
      data-testid="return-product"
      footer={
        <Button
          block
          color="primary"
          loading={submitExpress.isPending}
          onClick={submit}
          data-testid="return-product-submit"
        >
          {intl.formatMessage({ id: 'webAfterSale.action.sendBack' })}
        </Button>
      }
    >
      <Form.Item label={intl.formatMessage({ id: 'webAfterSale.requestNo' }, { id: request.id })}>
        <ProductRow product={request.product} quantity={request.quantity} />
      </Form.Item>
      <Form.Item label={intl.formatMessage({ id: 'webAfterSale.section.sendBack' })}>
        <ReturnAddress request={request} />
      </Form.Item>
      <Form.Item
        label={intl.formatMessage({ id: 'webAfterSale.field.carrier' })}
        description={
          problem === 'carrier' && <Problem text={intl.formatMessage({ id: 'webAfterSale.carrierRequired' })} />
        }
      >
        <Input
          value={carrier}
          onChange={setCarrier}
          maxLength={40}
          placeholder={intl.formatMessage({ id: 'webAfterSale.carrierPlaceholder' })}
          data-testid="return-product-carrier"
        />
      </Form.Item>
      <Form.Item
        label={intl.formatMessage({ id: 'webAfterSale.field.trackingNo' })}
        description={
          problem === 'trackingNo' && <Problem text={intl.formatMessage({ id: 'webAfterSale.trackingInvalid' })} />
        }
      >
        <Input
          value={trackingNo}
          onChange={setTrackingNo}
          maxLength={40}
          placeholder={intl.formatMessage({ id: 'webAfterSale.trackingPlaceholder' })}
          data-testid="return-product-tracking"
        />
      </Form.Item>
    </Form>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <span className={styles.problem} role="alert" data-testid="return-product-problem">
      {text}
    </span>
  );
}
