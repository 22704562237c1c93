// What a request looks like to the member and the back office: its line's product, photos,
// amounts and timeline.
import { EXCHANGE_STATUS, formatMinor, REFUND_STATUS, type AfterSaleView } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { ImageSet } from '../catalog/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { reviewImageSet } from '../review/index.ts';
import { refundDueState, type RefundDueClock } from './aftersale.refund-due.ts';
import type { AfterSaleRow, StepRow } from './aftersale.service.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Who reads the views. The member sees operators' steps signed with the shop's name and only the
 * note meant for them; the back office sees the operator and both notes.
 */
export interface ViewReader {
  forMember: boolean;
  shopName: string;
  /** The return address in the reader's language; absent until the shop sets one. */
  returnAddress: AfterSaleView['returnAddress'];
}

/** A step that refuses the request: its note is the reason, which the member reads as given. */
function refuses(type: AfterSaleRow['type'], status: number): boolean {
  if (type === 'exchange') return status === EXCHANGE_STATUS.rejected || status === EXCHANGE_STATUS.notApproved;
  return status === REFUND_STATUS.rejected;
}

function stepView(row: AfterSaleRow, step: StepRow, reader: ViewReader | undefined) {
  const at = step.at.toISOString();
  if (!reader?.forMember || step.actor !== 'operator')
    return {
      status: step.status,
      actor: step.actor,
      operatorName: step.operatorName,
      note: step.note,
      at,
      ...(reader?.forMember ? {} : { memberNote: step.memberNote }),
    };
  const note = step.memberNote || (refuses(row.type, step.status) ? step.note : '');
  return { status: step.status, actor: step.actor, operatorName: reader.shopName, note, at };
}

/** The requests as views, each with its order line, timeline and, read against `due`, its refund's promised day. */
export async function afterSaleViews(
  db: DbOrTx,
  orders: OrdersService,
  rows: AfterSaleRow[],
  steps: StepRow[],
  due?: RefundDueClock,
  reader?: ViewReader,
): Promise<AfterSaleView[]> {
  const lines = new Map(
    (await orders.reads.linesByIds(db, [...new Set(rows.map((row) => row.orderLineId))])).map((found) => [
      found.line.id,
      found,
    ]),
  );
  return rows.map((row) => {
    const found = lines.get(row.orderLineId);
    const own = steps.filter((step) => step.afterSaleId === row.id);
    const approver = own.find((step) => step.operatorId !== null && step.operatorId === row.refundApprovedBy);
    const { refundDueBy, refundOverdue } = refundDueState(row, due);
    return {
      id: row.id,
      orderId: row.orderId,
      orderNo: found?.orderNo ?? '',
      orderLineId: row.orderLineId,
      type: row.type,
      status: row.status,
      isFinal: row.isFinal,
      reason: row.reason,
      quantity: row.quantity,
      comment: row.comment,
      images: row.images.map(reviewImageSet),
      refundTarget: row.refundTarget,
      refundAmount: formatMinor(row.refundMinor),
      product: {
        productId: found?.line.productId ?? 0,
        name: found?.line.name ?? '',
        specText: found?.line.specText ?? '',
        cover: (found?.line.cover as ImageSet | null) ?? null,
        price: formatMinor(found?.line.priceMinor ?? 0),
      },
      returnCarrier: row.returnCarrier,
      returnTrackingNo: row.returnTrackingNo,
      returnBy: iso(row.returnBy),
      wanted:
        row.type === 'exchange'
          ? {
              productGoodsId: row.wantedProductGoodsId ?? found?.line.productGoodsId ?? 0,
              specText: row.wantedSpecText ?? found?.line.specText ?? '',
            }
          : null,
      replacementCarrier: row.replacementCarrier,
      replacementTrackingNo: row.replacementTrackingNo,
      refundApprovedBy: row.refundApprovedBy === null ? null : (approver?.operatorName ?? String(row.refundApprovedBy)),
      ...(refundDueBy === undefined ? {} : { refundDueBy, refundOverdue }),
      ...(row.type !== 'refund' && reader?.returnAddress ? { returnAddress: reader.returnAddress } : {}),
      createdAt: row.createdAt.toISOString(),
      steps: own.map((step) => stepView(row, step, reader)),
    };
  });
}
