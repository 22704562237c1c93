// The payment module's records: intents, callbacks as they arrived, the member's customer at a
// provider, saved cards, and (`refunds`) the refunds of cancelled orders' QR parts. Every method
// takes the database handle first; the workflows open the transactions and make the providers'
// network calls outside them.
import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PaymentProvider, PaymentState } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ORDER_KIND, type PayableRef } from './payment.payables.ts';
import { PaymentRefunds } from './payment.refunds.ts';
import {
  paymentCallbacks,
  paymentCustomers,
  paymentIntents,
  savedCards,
  type callbackActions,
} from './payment.schema.ts';

export type CallbackAction = (typeof callbackActions)[number];
/** What a provider's card event did to the member's saved cards (not recorded as a callback). */
export type CardAction = 'cardSaved' | 'cardRemoved' | 'ignored';
export type Intent = typeof paymentIntents.$inferSelect;
/** An intent that pays an order: its `orderId` is always set. */
export type OrderIntent = Intent & { orderId: number };

interface IntentInput {
  memberId: number;
  provider: PaymentProvider;
  amountMinor: number;
  currency: string;
  expiresAt: Date;
}

type PayloadFor = (intent: Intent) => string;
export type SavedCard = typeof savedCards.$inferSelect;

/** A card as the provider describes it (brand, last 4 digits, expiry: never a number). */
export interface ProviderCard {
  provider: string;
  providerCardId: string;
  brand: string;
  last4: string;
  expiry: string;
}

/** Listed: never detached, or attached again after its last detach (a tie is detached). */
const isAttached = sql`(${savedCards.detachedAt} is null or ${savedCards.attachedAt} > ${savedCards.detachedAt})`;

export interface CallbackRecord {
  provider: string;
  eventId: string | null;
  verified: boolean;
  payloadSha256: string;
  orderId?: number | null;
  payableKind?: string | null;
  payableId?: number | null;
  intentId?: number | null;
  outcome?: string | null;
  amountMinor?: number | null;
  action: CallbackAction;
}

export class PaymentService {
  readonly refunds = new PaymentRefunds();

  /**
   * The payable's open intent for this provider and amount, or a new one. `payloadFor` builds what
   * the QR encodes once the intent has its id. An order may be named by `orderId` alone.
   */
  async openIntent(tx: Tx, input: IntentInput & { orderId: number }, payloadFor: PayloadFor): Promise<OrderIntent>;
  async openIntent(tx: Tx, input: IntentInput & { payable: PayableRef }, payloadFor: PayloadFor): Promise<Intent>;
  async openIntent(
    tx: Tx,
    input: IntentInput & ({ orderId: number } | { payable: PayableRef }),
    payloadFor: PayloadFor,
  ): Promise<Intent> {
    const payable = 'payable' in input ? input.payable : { kind: ORDER_KIND, id: input.orderId };
    const [open] = await tx
      .select()
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.payableKind, payable.kind),
          eq(paymentIntents.payableId, payable.id),
          eq(paymentIntents.provider, input.provider),
          eq(paymentIntents.amountMinor, input.amountMinor),
          eq(paymentIntents.state, 'pending'),
        ),
      )
      .orderBy(desc(paymentIntents.id))
      .limit(1)
      .for('update');
    if (open) return open;
    const [created] = await tx
      .insert(paymentIntents)
      .values({
        payableKind: payable.kind,
        payableId: payable.id,
        orderId: payable.kind === ORDER_KIND ? payable.id : null,
        memberId: input.memberId,
        provider: input.provider,
        amountMinor: input.amountMinor,
        currency: input.currency,
        expiresAt: input.expiresAt,
        qrPayload: '',
      })
      .returning();
    const [ready] = await tx
      .update(paymentIntents)
      .set({ qrPayload: payloadFor(created!) })
      .where(eq(paymentIntents.id, created!.id))
      .returning();
    return ready!;
  }

  async intent(db: DbOrTx, intentId: number): Promise<Intent | undefined> {
    const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
    return row;
  }

  /**
   * The intent, locked until the transaction ends: concurrent callbacks for one intent settle it
   * one after the other, each seeing what the one before it did.
   */
  async lockIntent(tx: Tx, intentId: number): Promise<Intent | undefined> {
    const [row] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)).for('update');
    return row;
  }

  /** The payable's newest intent, if any. */
  async latestIntentOf(db: DbOrTx, payable: PayableRef): Promise<Intent | undefined> {
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.payableKind, payable.kind), eq(paymentIntents.payableId, payable.id)))
      .orderBy(desc(paymentIntents.id))
      .limit(1);
    return row;
  }

  /** The order's newest intent, if any. */
  async latestIntent(db: DbOrTx, orderId: number): Promise<OrderIntent | undefined> {
    return (await this.latestIntentOf(db, { kind: ORDER_KIND, id: orderId })) as OrderIntent | undefined;
  }

  /** Fills in what a provider answered for an intent made before the network call. */
  async setProviderQr(db: DbOrTx, intentId: number, payload: string, reference: string): Promise<Intent> {
    const [row] = await db
      .update(paymentIntents)
      .set({ qrPayload: payload, providerReference: reference, updatedAt: sql`now()` })
      .where(eq(paymentIntents.id, intentId))
      .returning();
    return row!;
  }

  async settleIntent(tx: Tx, intentId: number, state: PaymentState, reference: string | null): Promise<void> {
    await tx
      .update(paymentIntents)
      .set({ state, providerReference: reference, updatedAt: sql`now()` })
      .where(eq(paymentIntents.id, intentId));
  }

  /**
   * Records a verified callback once: false when the provider already sent this event (a replay,
   * recognised by the unique provider + event id, also under concurrency).
   */
  async claimCallback(tx: Tx, record: CallbackRecord): Promise<number | null> {
    // An order's callbacks keep naming it in `order_id`, which the reconciliation views read.
    const orderId = record.orderId ?? (record.payableKind === ORDER_KIND ? record.payableId : null);
    const [row] = await tx
      .insert(paymentCallbacks)
      .values({ ...record, orderId })
      .onConflictDoNothing({ target: [paymentCallbacks.provider, paymentCallbacks.eventId] })
      .returning({ id: paymentCallbacks.id });
    return row?.id ?? null;
  }

  async setCallbackAction(tx: Tx, id: number, action: CallbackAction): Promise<void> {
    await tx.update(paymentCallbacks).set({ action }).where(eq(paymentCallbacks.id, id));
  }

  /** A callback that failed verification is kept too, for the reconciliation view. */
  async recordRejected(db: DbOrTx, record: Omit<CallbackRecord, 'eventId' | 'verified' | 'action'>): Promise<void> {
    await db.insert(paymentCallbacks).values({ ...record, eventId: null, verified: false, action: 'rejected' });
  }

  /** Callbacks newest first, optionally of one action; `limit` + 1 rows tell whether more exist. */
  async callbacks(db: DbOrTx, input: { action?: CallbackAction | undefined; limit: number; offset: number }) {
    return db
      .select()
      .from(paymentCallbacks)
      .where(input.action ? eq(paymentCallbacks.action, input.action) : undefined)
      .orderBy(desc(paymentCallbacks.id))
      .limit(input.limit)
      .offset(input.offset);
  }

  async callbacksOfOrder(db: DbOrTx, orderId: number) {
    return db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, orderId)).orderBy(paymentCallbacks.id);
  }

  /** The member's attached cards, newest first. */
  async savedCards(db: DbOrTx, memberId: number) {
    return db
      .select({ id: savedCards.id, brand: savedCards.brand, last4: savedCards.last4, expiry: savedCards.expiry })
      .from(savedCards)
      .where(and(eq(savedCards.memberId, memberId), isAttached))
      .orderBy(desc(savedCards.id));
  }

  /** One of the member's attached cards; undefined when it is not theirs or was detached. */
  async savedCard(db: DbOrTx, memberId: number, id: number): Promise<SavedCard | undefined> {
    const [row] = await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.memberId, memberId), isAttached));
    return row;
  }

  /** The member deleted the card: marked detached now, kept so a late attach cannot list it again. */
  async deleteSavedCard(db: DbOrTx, memberId: number, id: number): Promise<boolean> {
    const deleted = await db
      .update(savedCards)
      .set({ detachedAt: sql`now()` })
      .where(and(eq(savedCards.id, id), eq(savedCards.memberId, memberId), isAttached))
      .returning({ id: savedCards.id });
    return deleted.length > 0;
  }

  /**
   * Records that the provider attached a card to the member at `attachedAt`, refreshing it (a
   * renewed expiry) when this is its newest attach. Answers whether the card is listed: not when it
   * was detached later than that, whatever order the events came in.
   */
  async saveCard(db: DbOrTx, card: ProviderCard & { memberId: number; attachedAt: Date }): Promise<boolean> {
    const newer = sql`excluded.attached_at >= coalesce(${savedCards.attachedAt}, '-infinity')`;
    const newest = <T>(column: AnyColumn, name: string) =>
      sql<T>`case when ${newer} then excluded.${sql.raw(name)} else ${column} end`;
    const [row] = await db
      .insert(savedCards)
      .values(card)
      .onConflictDoUpdate({
        target: [savedCards.provider, savedCards.providerCardId],
        set: {
          memberId: newest(savedCards.memberId, 'member_id'),
          brand: newest(savedCards.brand, 'brand'),
          last4: newest(savedCards.last4, 'last4'),
          expiry: newest(savedCards.expiry, 'expiry'),
          attachedAt: sql`greatest(${savedCards.attachedAt}, excluded.attached_at)`,
        },
      })
      .returning({ listed: sql<boolean>`${isAttached}` });
    return row?.listed === true;
  }

  /**
   * Records that the provider detached a card at `detachedAt`. A card not recorded yet (its attach
   * still on the way) is recorded detached when its member is known, so that attach cannot list it.
   * False when there was nothing to record.
   */
  async detachProviderCard(
    db: DbOrTx,
    detached: { provider: string; providerCardId: string; detachedAt: Date },
    card: (ProviderCard & { memberId: number }) | null,
  ): Promise<boolean> {
    const later = sql`greatest(${savedCards.detachedAt}, ${detached.detachedAt.toISOString()}::timestamptz)`;
    if (card) {
      await db
        .insert(savedCards)
        .values({ ...card, ...detached })
        .onConflictDoUpdate({ target: [savedCards.provider, savedCards.providerCardId], set: { detachedAt: later } });
      return true;
    }
    const updated = await db
      .update(savedCards)
      .set({ detachedAt: later })
      .where(and(eq(savedCards.provider, detached.provider), eq(savedCards.providerCardId, detached.providerCardId)))
      .returning({ id: savedCards.id });
    return updated.length > 0;
  }

  /** The member's customer id at the provider in this mode, if one was made. */
  async customerId(db: DbOrTx, provider: string, livemode: boolean, memberId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(
        and(
          eq(paymentCustomers.provider, provider),
          eq(paymentCustomers.livemode, livemode),
          eq(paymentCustomers.memberId, memberId),
        ),
      );
    return row?.customerId;
  }

  /**
   * Records the member's customer at the provider; when two requests made one at once, the first
   * recorded wins and is answered to both.
   */
  async saveCustomer(
    db: DbOrTx,
    input: { provider: string; livemode: boolean; memberId: number; customerId: string },
  ): Promise<string> {
    await db
      .insert(paymentCustomers)
      .values(input)
      .onConflictDoNothing({
        target: [paymentCustomers.provider, paymentCustomers.livemode, paymentCustomers.memberId],
      });
    return (await this.customerId(db, input.provider, input.livemode, input.memberId)) ?? input.customerId;
  }

  /** The member a provider's customer id belongs to. */
  async memberOfCustomer(db: DbOrTx, provider: string, customerId: string): Promise<number | undefined> {
    const [row] = await db
      .select({ memberId: paymentCustomers.memberId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.customerId, customerId)));
    return row?.memberId;
  }
}
