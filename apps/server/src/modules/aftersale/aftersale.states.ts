// The three after-sales state machines. Refund (money back, nothing returned) and return (goods
// back, then money) share the refund statuses; exchange has its own. Every step is a conditional
// UPDATE from the statuses it allows (lib/state-machine.ts), so racing steps cannot both move a
// request.
import { EXCHANGE_STATUS as E, REFUND_STATUS as R, type AfterSaleType } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';
import { defineMachine, type Machine, type Move } from '../../lib/state-machine.ts';

export type AfterSaleStep =
  | 'approve'
  | 'reject'
  | 'submitExpress'
  | 'receive'
  | 'inspectPass'
  | 'inspectFail'
  | 'inspectShort'
  | 'refund'
  | 'shipReplacement'
  | 'complete'
  | 'cancel'
  | 'closeOverdue';

type Steps = Partial<Record<AfterSaleStep, Move<number>>>;

const refundSteps: Steps = {
  approve: { from: [R.applied], to: R.refundApproved },
  reject: { from: [R.applied], to: R.rejected },
  refund: { from: [R.refundApproved], to: R.refunded },
  cancel: { from: [R.applied], to: R.cancelled },
};

const returnSteps: Steps = {
  approve: { from: [R.applied], to: R.returnApproved },
  reject: { from: [R.applied], to: R.rejected },
  submitExpress: { from: [R.returnApproved], to: R.courierSubmitted },
  receive: { from: [R.courierSubmitted], to: R.inspecting },
  inspectPass: { from: [R.inspecting], to: R.refundApproved },
  inspectFail: { from: [R.inspecting], to: R.rejected },
  refund: { from: [R.refundApproved], to: R.refunded },
  cancel: { from: [R.applied, R.returnApproved], to: R.cancelled },
  closeOverdue: { from: [R.returnApproved], to: R.cancelled },
};

const exchangeSteps: Steps = {
  approve: { from: [E.applied], to: E.returnItem },
  reject: { from: [E.applied], to: E.rejected },
  submitExpress: { from: [E.returnItem, E.sendMore], to: E.expressSubmitted },
  receive: { from: [E.expressSubmitted], to: E.inspecting },
  inspectPass: { from: [E.inspecting], to: E.approved },
  inspectFail: { from: [E.inspecting], to: E.notApproved },
  inspectShort: { from: [E.inspecting], to: E.sendMore },
  shipReplacement: { from: [E.approved], to: E.replacementShipping },
  complete: { from: [E.replacementShipping], to: E.success },
  cancel: { from: [E.applied, E.returnItem, E.sendMore], to: E.cancelled },
  closeOverdue: { from: [E.returnItem, E.sendMore], to: E.cancelled },
};

/** A step the request's status does not allow, in the shop's words. */
export function illegalStep(): AppError {
  return new AppError('CONFLICT', 'aftersale.illegalStep', undefined, 'AFTER_SALE_STATE');
}

function machineOf(steps: Steps): Machine<AfterSaleStep, number> {
  return defineMachine<AfterSaleStep, number>({
    table: 'after_sales',
    key: 'id',
    status: 'status',
    events: steps,
    refuse: illegalStep,
    notFound: () => new AppError('NOT_FOUND', 'aftersale.notFound', undefined, 'AFTER_SALE_NOT_FOUND'),
  });
}

export const machines: Record<AfterSaleType, Machine<AfterSaleStep, number>> = {
  refund: machineOf(refundSteps),
  return: machineOf(returnSteps),
  exchange: machineOf(exchangeSteps),
};

const finalStatuses: Record<AfterSaleType, readonly number[]> = {
  refund: [R.rejected, R.refunded, R.cancelled],
  return: [R.rejected, R.refunded, R.cancelled],
  exchange: [E.success, E.rejected, E.notApproved, E.cancelled],
};

/** Statuses in which a request no longer counts against the line's quantity (nothing was or will be given back). */
const givenUp: Record<AfterSaleType, readonly number[]> = {
  refund: [R.rejected, R.cancelled],
  return: [R.rejected, R.cancelled],
  exchange: [E.rejected, E.notApproved, E.cancelled],
};

export function isFinal(type: AfterSaleType, status: number): boolean {
  return finalStatuses[type].includes(status);
}

export function isGivenUp(type: AfterSaleType, status: number): boolean {
  return givenUp[type].includes(status);
}

/** Where `step` takes a request of `type` in `status`; null when the machine does not allow it. */
export function nextStatus(type: AfterSaleType, status: number, step: AfterSaleStep): number | null {
  return machines[type].next(step, status);
}

/** The statuses `step` may leave from, for the conditional UPDATE. */
export function fromStatuses(type: AfterSaleType, step: AfterSaleStep): readonly number[] {
  return machines[type].fromStates(step);
}
