// Discount-card lots: value that expires 12 months after purchase, spent earliest-expiring first.
// The member's card balance and the remaining value of their lots always move together.
import { sql } from 'drizzle-orm';
import type { TransferKind } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, invariant, ValidationFailure } from '../../lib/errors.ts';
import { num, toDate, type LedgerPosting } from './ledger.posting.ts';
import type { AccountRef, Leg, LotView, PostedTransaction } from './ledger.types.ts';

const LOT_LIFETIME = '12 months';

export class LedgerLots {
  private readonly posting: LedgerPosting;

  constructor(posting: LedgerPosting) {
    this.posting = posting;
  }

  /** Buys discount-card value: a lot that expires 12 months after purchase, paid from CASH or outside. */
  async buyLot(
    tx: Tx,
    input: {
      idempotencyKey: string;
      memberId: number;
      amountMinor: number;
      paidWith: 'CASH' | 'EXTERNAL';
      reference?: string | null;
      now?: Date | undefined;
      /** The lot's expiry when the seller sets the lifetime (settings); else 12 months after purchase. */
      expiresAt?: Date | undefined;
    },
  ): Promise<PostedTransaction> {
    const payment: Leg[] =
      input.paidWith === 'CASH'
        ? [
            {
              from: { memberId: input.memberId },
              to: { system: 'REVENUE' },
              asset: 'CASH',
              amountMinor: input.amountMinor,
            },
          ]
        : [];
    return this.creditLot(tx, {
      idempotencyKey: input.idempotencyKey,
      memberId: input.memberId,
      amountMinor: input.amountMinor,
      kind: 'DC_PURCHASE',
      from: { system: 'ISSUANCE' },
      extraLegs: payment,
      reference: input.reference,
      now: input.now,
      expiresAt: input.expiresAt,
    });
  }

  /** Credits discount-card value as a new lot (purchase, gift, refund, opening balance, adjustment). */
  async creditLot(
    tx: Tx,
    input: {
      idempotencyKey: string;
      memberId: number;
      amountMinor: number;
      kind: TransferKind;
      from: AccountRef;
      extraLegs?: Leg[];
      reference?: string | null | undefined;
      now?: Date | undefined;
      /** Keeps an existing expiry (a distribution passes on the sender's lot dates). */
      expiresAt?: Date | undefined;
    },
  ): Promise<PostedTransaction> {
    const purchasedAt = input.now ?? null;
    return this.posting.post(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        reference: input.reference ?? null,
        legs: [
          {
            from: input.from,
            to: { memberId: input.memberId },
            asset: 'DISCOUNT_CARD',
            amountMinor: input.amountMinor,
          },
          ...(input.extraLegs ?? []),
        ],
      },
      {
        allowMemberDiscountCard: true,
        fingerprintExtra: { lot: true },
        afterClaim: async (transactionId) => {
          await tx.execute(sql`
            insert into ledger_lots (member_id, amount_minor, remaining_minor, transaction_id, purchased_at, expires_at)
            values (${input.memberId}, ${input.amountMinor}, ${input.amountMinor}, ${transactionId},
                    coalesce(${purchasedAt}::timestamptz, now()),
                    coalesce(${input.expiresAt ?? null}::timestamptz,
                             coalesce(${purchasedAt}::timestamptz, now()) + interval '${sql.raw(LOT_LIFETIME)}'))`);
        },
      },
    );
  }

  /** Pays with the discount card, drawing the earliest-expiring live lots first. */
  async spendDiscountCard(
    tx: Tx,
    input: {
      idempotencyKey: string;
      memberId: number;
      amountMinor: number;
      kind?: TransferKind;
      to?: AccountRef;
      reference?: string | null;
      now?: Date | undefined;
    },
  ): Promise<PostedTransaction> {
    return this.posting.post(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind ?? 'DC_USE',
        reference: input.reference ?? null,
        legs: [
          {
            from: { memberId: input.memberId },
            to: input.to ?? { system: 'REVENUE' },
            asset: 'DISCOUNT_CARD',
            amountMinor: input.amountMinor,
          },
        ],
      },
      {
        allowMemberDiscountCard: true,
        afterClaim: async () => {
          await this.drawLots(tx, input.memberId, input.amountMinor, input.now);
        },
      },
    );
  }

  /** Gives discount-card value to another member; the receiver's lots keep the sender's expiry dates. */
  async distributeDiscountCard(
    tx: Tx,
    input: {
      idempotencyKey: string;
      fromMemberId: number;
      toMemberId: number;
      amountMinor: number;
      now?: Date | undefined;
    },
  ): Promise<PostedTransaction> {
    if (input.fromMemberId === input.toMemberId) {
      throw new ValidationFailure([{ code: 'custom', path: ['memberId'], message: 'invalid' }]);
    }
    return this.posting.post(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: 'DC_DISTRIBUTE',
        legs: [
          {
            from: { memberId: input.fromMemberId },
            to: { memberId: input.toMemberId },
            asset: 'DISCOUNT_CARD',
            amountMinor: input.amountMinor,
          },
        ],
      },
      {
        allowMemberDiscountCard: true,
        afterClaim: async (transactionId) => {
          const drawn = await this.drawLots(tx, input.fromMemberId, input.amountMinor, input.now);
          await tx.execute(sql`
            insert into ledger_lots (member_id, amount_minor, remaining_minor, transaction_id, purchased_at, expires_at)
            select ${input.toMemberId}, d.take, d.take, ${transactionId}, d.purchased_at, d.expires_at
              from jsonb_to_recordset(${JSON.stringify(drawn)}::jsonb)
                   as d(take bigint, purchased_at timestamptz, expires_at timestamptz)`);
        },
      },
    );
  }

  /** Expires every lot past its date: the rest of each moves to the expiry account, one transaction per lot. */
  async expireLots(tx: Tx, now: Date, limit = 500): Promise<number> {
    const due = await tx.execute<{ id: string; member_id: number; remaining_minor: string }>(sql`
      select id, member_id, remaining_minor from ledger_lots
       where expires_at <= ${now.toISOString()}::timestamptz and remaining_minor > 0
       order by expires_at, id limit ${limit}
       for update skip locked`);
    for (const lot of due.rows) {
      const amountMinor = num(lot.remaining_minor);
      await this.posting.post(
        tx,
        {
          idempotencyKey: `dc-expire:${lot.id}`,
          kind: 'DC_EXPIRED',
          reference: `lot:${lot.id}`,
          legs: [{ from: { memberId: lot.member_id }, to: { system: 'EXPIRY' }, asset: 'DISCOUNT_CARD', amountMinor }],
        },
        {
          allowMemberDiscountCard: true,
          afterClaim: async () => {
            await tx.execute(sql`update ledger_lots set remaining_minor = 0 where id = ${lot.id}`);
          },
        },
      );
    }
    return due.rows.length;
  }

  /** A member's lots, earliest expiry first. */
  async lots(db: DbOrTx, memberId: number): Promise<LotView[]> {
    const result = await db.execute<Record<string, unknown>>(sql`
      select * from ledger_lots where member_id = ${memberId} order by expires_at, id`);
    return result.rows.map((row) => ({
      id: num(row.id),
      memberId: Number(row.member_id),
      amountMinor: num(row.amount_minor),
      remainingMinor: num(row.remaining_minor),
      purchasedAt: toDate(row.purchased_at),
      expiresAt: toDate(row.expires_at),
    }));
  }

  /** Takes `amountMinor` from live lots, earliest expiry first, in one UPDATE; returns what came from each. */
  private async drawLots(tx: Tx, memberId: number, amountMinor: number, now: Date | undefined) {
    const at = now ? now.toISOString() : null;
    const result = await tx.execute<{ id: string; take: string; purchased_at: string; expires_at: string }>(sql`
      with locked as (
        select id, remaining_minor, purchased_at, expires_at
          from ledger_lots
         where member_id = ${memberId} and remaining_minor > 0
           and expires_at > coalesce(${at}::timestamptz, now())
         order by expires_at, id
           for update
      ),
      live as (
        select *, sum(remaining_minor) over (order by expires_at, id) - remaining_minor as before from locked
      ),
      takes as (
        select id, least(remaining_minor, ${amountMinor}::bigint - before) as take, purchased_at, expires_at
          from live where before < ${amountMinor}::bigint
      )
      update ledger_lots l set remaining_minor = l.remaining_minor - takes.take
        from takes where l.id = takes.id
      returning l.id, takes.take, takes.purchased_at, takes.expires_at`);
    const taken = result.rows.reduce((sum, row) => sum + num(row.take), 0);
    if (taken < amountMinor) {
      throw new AppError('CONFLICT', 'error.INSUFFICIENT_BALANCE', undefined, 'INSUFFICIENT_BALANCE');
    }
    invariant(taken === amountMinor, `drew ${taken} from lots for ${amountMinor}`);
    return result.rows.map((row) => ({
      take: num(row.take),
      purchased_at: toDate(row.purchased_at).toISOString(),
      expires_at: toDate(row.expires_at).toISOString(),
    }));
  }
}
