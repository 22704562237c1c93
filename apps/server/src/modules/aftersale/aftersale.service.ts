// After-sales requests: the member asks (aftersale.apply.ts), sends goods back, withdraws, or
// confirms an exchange's replacement arrived; operators take each step, and refunds are paid through
// the ledger (aftersale.refund.ts), past the limit of what one operator refunds on an order or in a
// day only by a second operator. Every step locks the request and moves it through its state machine.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Locale, MessageId } from '@mall/i18n';
import { pickText } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { applyOnce, type ApplyInput } from './aftersale.apply.ts';
import { publishStep } from './aftersale.events.ts';
import { afterSaleSteps, afterSales } from './aftersale.schema.ts';
import type { AfterSaleRow } from './aftersale.reads.ts';
import { AfterSaleReads } from './aftersale.reads.ts';
import {
  claimSecondPayment,
  needsSecondOperator,
  payRefund,
  pointsNote,
  returnSpentPoints,
  takeBackPoints,
} from './aftersale.refund.ts';
import { refundDueClock, stampRefundDue, type RefundDueClock } from './aftersale.refund-due.ts';
import type { ViewReader } from './aftersale.views.ts';
import { illegalStep, isFinal, machines, nextStatus, type AfterSaleStep } from './aftersale.states.ts';

export type { AfterSaleRow, StepRow } from './aftersale.reads.ts';
export { refundShare, type ApplyInput } from './aftersale.apply.ts';

export interface AfterSaleDeps {
  ledger: LedgerService;
  catalog: CatalogService;
  orders: OrdersService;
  settings: SettingsService;
  clock?: () => Date;
}

export interface Actor {
  kind: 'member' | 'operator' | 'system';
  operatorId?: number;
  operatorName?: string;
  /** An operator's note for the member's timeline, beside the internal note of the step. */
  memberNote?: string;
}

const DAY_MS = 86_400_000;

function refused(messageId: MessageId, errorKey: string, values?: Record<string, string | number>): AppError {
  return new AppError('CONFLICT', messageId, values, errorKey);
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'aftersale.notFound', undefined, 'AFTER_SALE_NOT_FOUND');
}

export class AfterSaleService {
  private readonly deps: AfterSaleDeps;
  readonly reads = new AfterSaleReads();
  /** The service's clock; tests move it, as they do the catalogue's and the coupons'. */
  clock: () => Date;

  constructor(deps: AfterSaleDeps) {
    this.deps = deps;
    this.clock = deps.clock ?? (() => new Date());
  }

  now(): Date {
    return this.clock();
  }

  /** Today in the shop and the last day a refund counts as due soon, for the views and the queue. */
  refundDueClock(db: DbOrTx): Promise<RefundDueClock> {
    return refundDueClock(db, this.deps.settings, this.now());
  }

  /** The shop's name and return address (in `locale`) as the views show them. */
  async viewReader(db: DbOrTx, locale: Locale, forMember: boolean): Promise<ViewReader> {
    const [shopName, address] = await Promise.all([
      this.deps.settings.get(db, 'productName'),
      this.deps.settings.get(db, 'returnAddress'),
    ]);
    const text = pickText(address.address, locale);
    const returnAddress = text ? { name: address.name, phone: address.phone, address: text } : undefined;
    return { forMember, shopName, returnAddress };
  }

  /**
   * The member asks for a refund, return or exchange of a line of their received order, in a
   * transaction of its own: answers the request's id (the first request's for a resent key).
   */
  apply(db: Db, memberId: number, input: ApplyInput): Promise<number> {
    return applyOnce(
      db,
      { catalog: this.deps.catalog, orders: this.deps.orders, settings: this.deps.settings, reads: this.reads },
      memberId,
      input,
      this.now(),
    );
  }

  private async record(tx: Tx, afterSaleId: number, status: number, actor: Actor, note: string, at: Date) {
    await tx.insert(afterSaleSteps).values({
      afterSaleId,
      status,
      actor: actor.kind,
      operatorId: actor.operatorId ?? null,
      operatorName: actor.operatorName ?? null,
      note,
      memberNote: actor.memberNote ?? '',
      at,
    });
  }

  /** Locks a request (the member's own when `memberId` is given). */
  private async lock(tx: Tx, id: number, memberId: number | null): Promise<AfterSaleRow> {
    const [row] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).for('update');
    if (!row || (memberId !== null && row.memberId !== memberId)) throw notFound();
    return row;
  }

  /** Moves a locked request one step, stamping the timeline; refused in the shop's words when not allowed. */
  private async move(
    tx: Tx,
    row: AfterSaleRow,
    step: AfterSaleStep,
    actor: Actor,
    note: string,
    set: Partial<typeof afterSales.$inferInsert> = {},
  ): Promise<number> {
    const machine = machines[row.type];
    const to = machine.step(step, row.status);
    const now = this.now();
    // Conditional on the status as well as the lock: a step never lands on a request that moved.
    const moved = await tx
      .update(afterSales)
      .set({ ...set, status: to, isFinal: isFinal(row.type, to), updatedAt: now })
      .where(and(eq(afterSales.id, row.id), machine.allows(step, afterSales.status)))
      .returning({ id: afterSales.id });
    if (moved.length === 0) throw illegalStep();
    await this.record(tx, row.id, to, actor, note, now);
    await publishStep(tx, row, step, now);
    return to;
  }

  /** The member tells how the goods come back. */
  async submitExpress(tx: Tx, memberId: number, id: number, carrier: string, trackingNo: string) {
    const row = await this.lock(tx, id, memberId);
    await this.move(tx, row, 'submitExpress', { kind: 'member' }, `${carrier} ${trackingNo}`, {
      returnCarrier: carrier,
      returnTrackingNo: trackingNo,
    });
  }

  /** The member withdraws the request before the goods are sent. */
  async cancel(tx: Tx, memberId: number, id: number) {
    const row = await this.lock(tx, id, memberId);
    await this.move(tx, row, 'cancel', { kind: 'member' }, '');
  }

  /** The member says the replacement arrived: the exchange succeeds without waiting for the clock. */
  async confirmReceipt(tx: Tx, memberId: number, id: number) {
    const row = await this.lock(tx, id, memberId);
    await this.move(tx, row, 'complete', { kind: 'member' }, '');
  }

  /** An operator's step. Answers nothing: the caller reads the request back. */
  async decide(
    tx: Tx,
    id: number,
    operator: { operatorId: number; operatorName: string },
    input: {
      action: 'approve' | 'reject' | 'receive' | 'inspect' | 'refund' | 'shipReplacement';
      note: string;
      memberNote?: string | undefined;
      passed?: 'true' | 'false' | 'short' | undefined;
      carrier?: string | undefined;
      trackingNo?: string | undefined;
    },
  ): Promise<void> {
    const row = await this.lock(tx, id, null);
    const actor: Actor = { kind: 'operator', ...operator, memberNote: input.memberNote ?? '' };
    const now = this.now();
    // Returned goods go back as the line's SKU; the replacement is the one the member wanted.
    const moveStock = async (how: 'giveBack' | 'take') => {
      const [line] = await this.deps.orders.reads.linesByIds(tx, [row.orderLineId]);
      if (!line) return;
      const { productGoodsId } = line.line;
      if (how === 'take') {
        const replacement = row.wantedProductGoodsId ?? productGoodsId;
        await this.deps.catalog.stock.take(tx, [{ productGoodsId: replacement, qty: row.quantity }]);
      } else await this.deps.catalog.stock.giveBack(tx, productGoodsId, row.quantity);
    };
    switch (input.action) {
      case 'approve': {
        const rules = await this.deps.settings.get(tx, 'afterSaleRules');
        const returnBy = new Date(now.getTime() + rules.returnDays * DAY_MS);
        await this.move(tx, row, 'approve', actor, input.note, row.type === 'refund' ? {} : { returnBy });
        await stampRefundDue(tx, this.deps.settings, row.id, now);
        return;
      }
      case 'reject':
        if (!input.note) throw new AppError('VALIDATION', 'aftersale.reasonRequired', undefined, 'REASON_REQUIRED');
        await this.move(tx, row, 'reject', actor, input.note);
        return;
      case 'receive':
        await this.move(tx, row, 'receive', actor, input.note);
        return;
      case 'inspect': {
        const verdict = input.passed ?? 'true';
        if (verdict === 'short' && row.type !== 'exchange') throw refused('aftersale.illegalStep', 'AFTER_SALE_STATE');
        const step = verdict === 'true' ? 'inspectPass' : verdict === 'false' ? 'inspectFail' : 'inspectShort';
        if (verdict === 'short') {
          const rules = await this.deps.settings.get(tx, 'afterSaleRules');
          await this.move(tx, row, step, actor, input.note, {
            returnBy: new Date(now.getTime() + rules.returnDays * DAY_MS),
          });
          return;
        }
        await this.move(tx, row, step, actor, input.note);
        await stampRefundDue(tx, this.deps.settings, row.id, now);
        // Goods that passed inspection are back on the shelf.
        if (verdict === 'true') await moveStock('giveBack');
        return;
      }
      case 'refund':
        await this.refund(tx, row, actor, input.note);
        return;
      case 'shipReplacement': {
        if (!input.carrier || !input.trackingNo)
          throw new AppError('VALIDATION', 'aftersale.trackingRequired', undefined, 'TRACKING_REQUIRED');
        await this.move(tx, row, 'shipReplacement', actor, `${input.carrier} ${input.trackingNo}`, {
          replacementCarrier: input.carrier,
          replacementTrackingNo: input.trackingNo,
          replacementShippedAt: now,
        });
        await moveStock('take');
        return;
      }
    }
  }

  /**
   * Pays the refund to the chosen target and takes back the points its units earned (what was spent
   * already is written to the timeline). When the operator may not pay it alone (the request, or
   * their refunds on its order or today with it, above the limit) they only approve it, and a
   * different operator pays it. The ledger key makes a repeat pay nothing twice.
   */
  private async refund(tx: Tx, row: AfterSaleRow, actor: Actor, note: string) {
    if (nextStatus(row.type, row.status, 'refund') === null) throw refused('aftersale.illegalStep', 'AFTER_SALE_STATE');
    const now = this.now();
    const operatorId = actor.operatorId ?? null;
    if (row.refundApprovedBy !== null) {
      if (operatorId !== null) await claimSecondPayment(tx, row, operatorId, now);
    } else if (operatorId !== null && (await needsSecondOperator(tx, this.deps.settings, operatorId, row, now))) {
      await tx
        .update(afterSales)
        .set({ refundApprovedBy: operatorId, refundApprovedAt: now, updatedAt: now })
        .where(eq(afterSales.id, row.id));
      await this.record(tx, row.id, row.status, actor, note || 'refund approved: waiting for a second operator', now);
      return;
    }
    await payRefund(tx, this.deps.ledger, row, now);
    await returnSpentPoints(tx, this.deps, row);
    const points = pointsNote(await takeBackPoints(tx, this.deps, row));
    await this.move(tx, row, 'refund', actor, [note, points].filter(Boolean).join('; '), {
      refundedBy: operatorId,
      refundedAt: now,
    });
  }

  /** Requests whose goods did not come back in time; and exchanges whose replacement shipped `before`. */
  async dueForClock(db: DbOrTx, now: Date, replacementBefore: Date, limit: number) {
    const overdue = await db
      .select({ id: afterSales.id })
      .from(afterSales)
      .where(
        and(
          eq(afterSales.isFinal, false),
          sql`${afterSales.returnBy} <= ${now.toISOString()}::timestamptz`,
          sql`((${afterSales.type} = 'return' and ${afterSales.status} = 2) or (${afterSales.type} = 'exchange' and ${afterSales.status} in (2, 11)))`,
        ),
      )
      .orderBy(asc(afterSales.id))
      .limit(limit);
    const delivered = await db
      .select({ id: afterSales.id })
      .from(afterSales)
      .where(
        and(
          eq(afterSales.type, 'exchange'),
          eq(afterSales.status, 6),
          sql`${afterSales.replacementShippedAt} <= ${replacementBefore.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(afterSales.id))
      .limit(limit);
    return { overdue: overdue.map((row) => row.id), delivered: delivered.map((row) => row.id) };
  }

  /** The clock's step on one request; false when it had moved on meanwhile. */
  async clockStep(tx: Tx, id: number, step: 'closeOverdue' | 'complete'): Promise<boolean> {
    const row = await this.lock(tx, id, null);
    if (nextStatus(row.type, row.status, step) === null) return false;
    await this.move(tx, row, step, { kind: 'system' }, step === 'closeOverdue' ? 'goods not sent back in time' : '');
    return true;
  }
}
