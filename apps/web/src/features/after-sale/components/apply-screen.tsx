// pages/order/return-goods?orderId=&orderLineId=: asking for a refund, return or exchange of a line
// of a received order: the line (when the order has several), the kind (exchange only for set
// orders and orders whose MP is confirmed), reason, quantity, details, up to six photos, where a
// refund goes, and for an exchange the specification wanted. Confirmed first; the answer's refund is shown and the request opens.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import type { AfterSaleType, RefundTarget } from '@mall/contracts';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { QuantityStepper } from '@/components/quantity-stepper.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { ApiError, reportError } from '@/lib/api.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { submissionKey } from '@/lib/submission-key.ts';
import { showToast } from '@/lib/toast.ts';
import { PhotoUploader, type PhotoItem } from '@/shared/photos/components/photo-uploader.tsx';
import { useUploadsUnderWay } from '@/shared/photos/hooks/use-uploads-under-way.ts';
import { useApplyAfterSale, useIsSetOrder, useOrderOf } from '../api/after-sale.ts';
import {
  afterSaleReasons,
  canAskAfterSale,
  clampQuantity,
  MAX_PHOTOS,
  offeredTypes,
  paysMoney,
  refundTargets,
} from '../lib/after-sale-state.ts';
import { ProductRow, useConfirm, useIdParam } from './after-sale-parts.tsx';
import styles from './after-sale.module.css';
import { WantedSpec } from './wanted-spec.tsx';

export function ApplyScreen() {
  const session = useSession();
  const orderId = useIdParam('orderId');
  const lineId = useIdParam('orderLineId');
  if (!session) return <LoginPrompt />;
  return <ApplyLoader orderId={orderId} lineId={lineId} />;
}

function ApplyLoader({ orderId, lineId }: { orderId: number; lineId: number }) {
  const intl = useIntl();
  const order = useOrderOf(orderId);
  const isSet = useIsSetOrder(order.data?.lines.map((line) => line.productId) ?? []);
  const gone = <StatusView testId="apply-no-order" title={intl.formatMessage({ id: 'webOrders.notFound' })} />;
  if (!orderId) return gone;
  if (order.isPending || (isSet.isPending && isSet.fetchStatus !== 'idle')) return <LoadingView lines={6} />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === 404) return gone;
    return <ErrorView error={order.error} onRetry={() => void order.refetch()} />;
  }
  const { data } = order;
  if (!canAskAfterSale(data) || data.lines.length === 0)
    return (
      <StatusView
        testId="apply-not-allowed"
        title={intl.formatMessage({ id: 'webAfterSale.notAllowed' })}
        action={
          <Link to={`${paths.orderDetail}?orderId=${data.orderId}`}>
            {intl.formatMessage({ id: 'webAfterSale.viewOrder' })}
          </Link>
        }
      />
    );
  const types = offeredTypes({ status: data.status, rewardMp: data.amounts.rewardMp }, isSet.data ?? false);
  return <ApplyForm lines={data.lines} firstLineId={lineId} types={types} />;
}

interface ApplyFormProps {
  lines: {
    id: number;
    productId: number;
    productGoodsId: number;
    name: string;
    specText: string;
    cover: { s200: string } | null;
    price: string;
    num: number;
  }[];
  firstLineId: number;
  types: readonly AfterSaleType[];
}

interface Draft {
  lineId: number;
  type: AfterSaleType;
  reason: number | null;
  quantity: number;
  comment: string;
  photos: PhotoItem[];
  target: RefundTarget;
  /** Exchange: the SKU wanted as the replacement; null keeps the line's own. */
  wanted: number | null;
}

/** The form's draft and its submission: the reason checked, then confirmed, then sent. */
function useApply({ lines, firstLineId, types }: ApplyFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const apply = useApplyAfterSale();
  const [draft, setDraft] = useState<Draft>(() => ({
    lineId: lines.some((line) => line.id === firstLineId) ? firstLineId : lines[0]!.id,
    type: types[0]!,
    reason: null,
    quantity: 1,
    comment: '',
    photos: [],
    target: 'balance',
    wanted: null,
  }));
  // One key per form: a double tap or a resend answers the same request.
  const [key] = useState(submissionKey);
  const uploads = useUploadsUnderWay();
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (id: WebMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const line = lines.find((candidate) => candidate.id === draft.lineId) ?? lines[0]!;
  const type = types.includes(draft.type) ? draft.type : types[0]!;
  const money = paysMoney(type);
  // Named only when it differs from the line's own: the server's default is the same SKU.
  const wanted = type === 'exchange' && draft.wanted !== null && draft.wanted !== line.productGoodsId;

  const send = async () => {
    try {
      const answer = await apply.mutateAsync({
        orderLineId: line.id,
        type,
        reason: draft.reason ?? 0,
        quantity: clampQuantity(draft.quantity, line.num),
        comment: draft.comment.trim(),
        images: draft.photos.map((photo) => photo.key),
        ...(money ? { refundTarget: draft.target } : {}),
        ...(wanted ? { wantedProductGoodsId: draft.wanted! } : {}),
        idempotencyKey: key,
      });
      const done = money
        ? text('webAfterSale.appliedRefund', { amount: answer.refundAmount })
        : text('webAfterSale.applied');
      showToast(done, 'success');
      void navigate(`${paths.refundDetail}?id=${answer.id}`, { replace: true });
    } catch (error) {
      reportError(error);
    }
  };
  const submit = () => {
    if (uploads.underWay) return showToast(text('web.photos.uploading'));
    if (draft.reason === null) return showToast(text('webAfterSale.pickReason'));
    confirm(text('webAfterSale.confirm.apply', { type: text(`webAfterSale.type.${type}`) }), send);
  };
  return {
    draft,
    change,
    line,
    type,
    money,
    text,
    submit,
    pending: apply.isPending,
    onUploadingChange: uploads.uploadingIn('photos'),
  };
}

function ApplyForm(props: ApplyFormProps) {
  const { lines, types } = props;
  const { draft, change, line, type, money, text, submit, pending, onUploadingChange } = useApply(props);
  return (
    <Form
      className={styles.form}
      layout="vertical"
      data-testid="apply-form"
      footer={
        <Button block color="primary" loading={pending} onClick={submit} data-testid="apply-submit">
          {text('webAfterSale.submit')}
        </Button>
      }
    >
      <Form.Item label={text('webAfterSale.field.line')}>
        {lines.length > 1 && (
          <Selector
            columns={1}
            value={[line.id]}
            onChange={(value) => value[0] && change({ lineId: value[0], quantity: 1, wanted: null })}
            options={lines.map((one) => ({ label: one.name, description: one.specText, value: one.id }))}
            data-testid="apply-line"
          />
        )}
        <ProductRow product={line} quantity={line.num} />
      </Form.Item>
      <Form.Item
        label={text('webAfterSale.field.type')}
        description={types.length === 1 ? text('webAfterSale.exchangeOnly') : undefined}
      >
        <Selector
          columns={3}
          value={[type]}
          onChange={(value) => value[0] && change({ type: value[0] })}
          options={types.map((value) => ({ label: text(`webAfterSale.type.${value}`), value }))}
          data-testid="apply-type"
        />
      </Form.Item>
      <Form.Item label={text('webAfterSale.field.reason')}>
        <Selector
          columns={3}
          value={draft.reason === null ? [] : [draft.reason]}
          onChange={(value) => change({ reason: value[0] ?? null })}
          options={afterSaleReasons.map((value) => ({ label: text(`webAfterSale.reason.${value}`), value }))}
          data-testid="apply-reason"
        />
      </Form.Item>
      <DetailFields draft={draft} change={change} max={line.num} text={text} onUploadingChange={onUploadingChange} />
      {type === 'exchange' && (
        <WantedSpec
          productId={line.productId}
          ownProductGoodsId={line.productGoodsId}
          quantity={clampQuantity(draft.quantity, line.num)}
          value={draft.wanted ?? line.productGoodsId}
          onChange={(productGoodsId) => change({ wanted: productGoodsId })}
        />
      )}
      {money && (
        <Form.Item label={text('webAfterSale.field.target')}>
          <Selector
            columns={3}
            value={[draft.target]}
            onChange={(value) => value[0] && change({ target: value[0] })}
            options={refundTargets.map((value) => ({ label: text(`webAfterSale.target.${value}`), value }))}
            data-testid="apply-target"
          />
        </Form.Item>
      )}
    </Form>
  );
}

interface DetailFieldsProps {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
  max: number;
  text: (id: WebMessageId, values?: Record<string, string | number>) => string;
  onUploadingChange: (uploading: boolean) => void;
}

/** Quantity, details and photos. */
function DetailFields({ draft, change, max, text, onUploadingChange }: DetailFieldsProps) {
  return (
    <>
      <Form.Item label={text('webAfterSale.field.quantity')} childElementPosition="right">
        <QuantityStepper
          max={max}
          value={clampQuantity(draft.quantity, max)}
          onChange={(quantity) => change({ quantity })}
          label={text('webAfterSale.field.quantity')}
          testId="apply-quantity"
        />
      </Form.Item>
      <Form.Item label={text('webAfterSale.field.comment')}>
        <TextArea
          value={draft.comment}
          onChange={(comment) => change({ comment })}
          placeholder={text('webAfterSale.commentPlaceholder')}
          maxLength={500}
          showCount
          rows={3}
          data-testid="apply-comment"
        />
      </Form.Item>
      <Form.Item
        label={text('webAfterSale.field.photos')}
        description={text('webAfterSale.photosHint', { max: MAX_PHOTOS })}
      >
        <PhotoUploader
          value={draft.photos}
          onChange={(photos) => change({ photos })}
          max={MAX_PHOTOS}
          failedText={text('webAfterSale.uploadFailed')}
          onUploadingChange={onUploadingChange}
          testId="apply-photos"
        />
      </Form.Item>
    </>
  );
}
