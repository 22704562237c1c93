// What a payment intent pays: a payable of some kind (an order, or whatever another module sells
// by QR). The module that owns a kind declares it once; the composition root registers it here,
// and the payment path reads and settles every payable through its kind without knowing which.
import type { PaymentProvider, PaymentState, TransferKind } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';

/** A payable as the payment path sees it. */
export interface PayableDue {
  /** The member who owes it: the only one who may pay it or see its payment. */
  memberId: number;
  /** What is left to pay through a provider, in minor units. */
  amountMinor: number;
  currency: string;
  /** When it can no longer be paid; null when it has no payment time (no longer open). */
  expiresAt: Date | null;
  /** Its number as the member knows it and the provider shows it (an order's number). */
  label: string;
  /** The payable's own status, answered beside the payment's (`orderStatus` for an order). */
  status: number;
  /** Still waiting for its payment. */
  open: boolean;
  /** Its payment is over whatever the intents say: paid (`success`) or closed unpaid (`expired`). */
  settled: Extract<PaymentState, 'success' | 'expired'> | null;
}

/** A verified payment for a payable, as its provider reported it. */
export interface PayablePayment {
  id: number;
  amountMinor: number;
  provider: PaymentProvider;
  /** The provider's payment reference: the same payment sent again carries the same one. */
  reference: string;
  paidAt: Date;
}

/**
 * `paid` the payable took this payment; `alreadyPaid` it took this very payment before;
 * `notPayable` it cannot take it (closed, paid otherwise, another amount): the money goes to the
 * payer's cash balance.
 */
export type PayableSettlement = 'paid' | 'alreadyPaid' | 'notPayable';

export interface PayableKind {
  /** Its name on intents and on the wire (`payableKind`): lower case, digits and dashes. */
  readonly kind: string;
  /** The payable by id, whoever owns it; undefined when there is none. */
  due(db: DbOrTx, id: number): Promise<PayableDue | undefined>;
  /**
   * In the verified callback's transaction, with the intent locked: lock the payable and take the
   * payment, or say why not. Called again for a resent payment, so it must recognise its reference.
   */
  paid(tx: Tx, payment: PayablePayment): Promise<PayableSettlement>;
  /** In the callback's transaction: the provider declined the intent (the payable stays payable). */
  failed?(tx: Tx, input: { id: number; intentId: number }): Promise<void>;
  /** How money it could not take is credited to the payer's cash balance: the ledger's kind and reference. */
  refundCredit(id: number): { kind: TransferKind; reference: string };
  /** Its "not found", answered to a member who does not own it as well: nobody learns it exists. */
  notFound(): AppError;
}

const KIND_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** The kinds the shop pays, registered once at start by the composition root. */
export class PayableRegistry {
  private readonly kinds = new Map<string, PayableKind>();

  register(kind: PayableKind): void {
    if (!KIND_NAME.test(kind.kind)) throw new Error(`payable kind "${kind.kind}" is not a valid name`);
    if (this.kinds.has(kind.kind)) throw new Error(`payable kind "${kind.kind}" is registered twice`);
    this.kinds.set(kind.kind, kind);
  }

  /** The declared kind; undefined for a name nobody declared. */
  find(kind: string): PayableKind | undefined {
    return this.kinds.get(kind);
  }
}

/** An intent's payable: its kind's name and the id within it. */
export interface PayableRef {
  kind: string;
  id: number;
}

/** Before payables had kinds, every intent paid an order: its id is still answered as `orderId`. */
export const ORDER_KIND = 'order';
