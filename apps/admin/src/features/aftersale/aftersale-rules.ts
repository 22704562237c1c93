// What the back office may do to an after-sales request in its status, and how it names each
// status, type, reason and refund target. Mirrors the server's three state machines
// (apps/server/src/modules/aftersale/aftersale.states.ts): the server still has the last word.
// The status numbers are the contract's REFUND_STATUS and EXCHANGE_STATUS, written out here so the
// page loads no schemas.
import type { AfterSaleAction, AfterSaleType, RefundTarget } from '@mall/contracts';
import type { MessageId } from '@mall/i18n';

/** The inspection verdicts the decide call takes in `passed`. */
export type InspectVerdict = 'true' | 'false' | 'short';

/** 1 in both machines: the member applied. */
const APPLIED = 1;
/** 3: the member sent the goods back (return: courier submitted; exchange: express submitted). */
const SENT_BACK = 3;
/** 4: the goods are being inspected. */
const INSPECTING = 4;
/** 5: refund approved (refund, return) or replacement waiting to ship (exchange). */
const APPROVED = 5;

/** The request as far as the rules need it. */
export interface RequestState {
  type: AfterSaleType;
  status: number;
  refundApprovedBy: string | null;
}

/** The operator steps a request allows in its status, in the order the page offers them. */
export function allowedActions({ type, status }: Pick<RequestState, 'type' | 'status'>): AfterSaleAction[] {
  if (status === APPLIED) return ['approve', 'reject'];
  if (type === 'refund') return status === APPROVED ? ['refund'] : [];
  // Return and exchange number their shared steps alike.
  if (status === SENT_BACK) return ['receive'];
  if (status === INSPECTING) return ['inspect'];
  if (status !== APPROVED) return [];
  return type === 'exchange' ? ['shipReplacement'] : ['refund'];
}

/** Inspection verdicts by type: only an exchange may ask the member for the missing items. */
export function inspectVerdicts(type: AfterSaleType): InspectVerdict[] {
  return type === 'exchange' ? ['true', 'false', 'short'] : ['true', 'false'];
}

/** A refund above the limit was approved by one operator and waits for another to pay it. */
export function isWaitingForSecondOperator(request: RequestState): boolean {
  return request.type !== 'exchange' && request.status === APPROVED && request.refundApprovedBy !== null;
}

/** The operator who approved a refund may not pay it too: a second operator must. */
export function mustLeaveRefundToAnother(request: RequestState, operatorName: string | undefined): boolean {
  return isWaitingForSecondOperator(request) && request.refundApprovedBy === operatorName;
}

export function statusLabel(type: AfterSaleType, status: number): MessageId {
  return (
    type === 'exchange' ? `adminAfterSale.exchangeStatus.${status}` : `adminAfterSale.refundStatus.${status}`
  ) as MessageId;
}

/** Colours by where the request stands: waiting for the shop, for the member, done well or not. */
export function statusColor(type: AfterSaleType, status: number): string {
  const refund: Record<number, string> = {
    1: 'orange',
    2: 'blue',
    3: 'orange',
    4: 'orange',
    5: 'orange',
    6: 'red',
    7: 'green',
    8: 'default',
  };
  const exchange: Record<number, string> = {
    1: 'orange',
    2: 'blue',
    3: 'orange',
    4: 'orange',
    5: 'orange',
    6: 'cyan',
    7: 'green',
    8: 'red',
    9: 'red',
    10: 'default',
    11: 'blue',
  };
  return (type === 'exchange' ? exchange : refund)[status] ?? 'default';
}

/** The request types, in the order filters list them. */
export const requestTypes: readonly AfterSaleType[] = ['refund', 'return', 'exchange'];

export const typeLabels: Record<AfterSaleType, MessageId> = {
  refund: 'adminAfterSale.type.refund',
  return: 'adminAfterSale.type.return',
  exchange: 'adminAfterSale.type.exchange',
};

export const targetLabels: Record<RefundTarget, MessageId> = {
  balance: 'adminAfterSale.target.balance',
  discountCard: 'adminAfterSale.target.discountCard',
  voucher: 'adminAfterSale.target.voucher',
};

export const actionLabels: Record<AfterSaleAction, MessageId> = {
  approve: 'adminAfterSale.action.approve',
  reject: 'adminAfterSale.action.reject',
  receive: 'adminAfterSale.action.receive',
  inspect: 'adminAfterSale.action.inspect',
  refund: 'adminAfterSale.action.refund',
  shipReplacement: 'adminAfterSale.action.shipReplacement',
};

export const verdictLabels: Record<InspectVerdict, MessageId> = {
  true: 'adminAfterSale.inspect.pass',
  false: 'adminAfterSale.inspect.fail',
  short: 'adminAfterSale.inspect.short',
};

export function reasonLabel(reason: number): MessageId {
  return (reason >= 0 && reason <= 4 ? `adminAfterSale.reason.${reason}` : 'adminAfterSale.reason.4') as MessageId;
}
