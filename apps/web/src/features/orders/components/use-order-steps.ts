// The member's steps on an order, from a card or the detail page: the ones that cannot be undone
// (cancel, confirm receipt, confirm MP, delete) are confirmed first; the others open their page.
// After a step the order screens ask again (see api/orders.ts); a refused step shows the server's
// text.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import { reportError } from '@/lib/api.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { orderPayPath, paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useCancelOrder, useConfirmMp, useConfirmReceipt, useDeleteOrder } from '../api/orders.ts';
import { needsConfirmation, type OrderAction, type Refund } from '../lib/order-state.ts';

/** What the cancel result page is handed: the refunds the cancel answered. */
export interface CancelState {
  refunds: Refund[];
}

export interface StepTarget {
  orderId: number;
  rewardMp: number;
  /** The order's lines: after-sales opens on the only one, else lets the member choose. */
  lines: readonly { id: number }[];
}

/** The after-sales form of an order: on its only line, else on the line the member chooses there. */
export function afterSalePath(orderId: number, lines: readonly { id: number }[]): string {
  const only = lines.length === 1 ? `&orderLineId=${lines[0]!.id}` : '';
  return `${paths.returnGoods}?orderId=${orderId}${only}`;
}

export function useOrderSteps(options: { afterDelete?: () => void } = {}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const receipt = useConfirmReceipt();
  const mp = useConfirmMp();
  const remove = useDeleteOrder();
  const { afterDelete } = options;
  const asked = useRef(false);

  // A confirmation belongs to its page: leaving the page (back, a link) closes it.
  useEffect(
    () => () => {
      if (asked.current) void import('@/lib/antd-dialog.ts').then(({ Dialog }) => Dialog.clear());
    },
    [],
  );

  const text = (id: WebMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  /** Runs a confirmed step; resolves either way, a refusal being shown as a toast. */
  const perform = async (action: OrderAction, { orderId }: StepTarget): Promise<void> => {
    try {
      if (action === 'cancel') {
        const answer = await cancel.mutateAsync(orderId);
        const state: CancelState = { refunds: answer.refunds };
        void navigate(`${paths.cancelSuccess}?orderId=${orderId}`, { state });
      } else if (action === 'confirmReceipt') {
        await receipt.mutateAsync(orderId);
        showToast(text('webOrders.done.confirmReceipt'), 'success');
      } else if (action === 'confirmMp') {
        await mp.mutateAsync(orderId);
        showToast(text('webOrders.done.confirmMp'), 'success');
      } else if (action === 'delete') {
        await remove.mutateAsync(orderId);
        showToast(text('webOrders.done.delete'), 'success');
        afterDelete?.();
      }
    } catch (error) {
      reportError(error);
    }
  };

  const run = (action: OrderAction, target: StepTarget) => {
    const { orderId } = target;
    if (action === 'pay') return void navigate(orderPayPath(paths.paymentSelectMethod, orderId));
    if (action === 'logistics') return void navigate(`${paths.logistics}?orderId=${orderId}`);
    if (action === 'review') return void navigate(`${paths.orderEvaluate}?orderId=${orderId}`);
    if (action === 'afterSale') return void navigate(afterSalePath(orderId, target.lines));
    if (!needsConfirmation(action)) return undefined;
    asked.current = true;
    const content = text(`webOrders.confirm.${action}`, { mp: target.rewardMp });
    const confirmText = text('common.confirm');
    const cancelText = text('common.cancel');
    return void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({ content, confirmText, cancelText, onConfirm: () => perform(action, target) }),
    );
  };

  const busy = cancel.isPending || receipt.isPending || mp.isPending || remove.isPending;
  return { run, busy };
}
