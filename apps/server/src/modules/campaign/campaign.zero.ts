// 0-yuan purchase (docs/domain/campaign.md). A level 2+ member takes a running campaign's item
// once: in one transaction the campaign's stock is taken by a conditional update that never passes
// it, the take recorded (unique per member and campaign), and the order's total (goods and
// shipping, as the preview prices it) credited as delivery-card credit from the SUBSIDY system
// account. The order is then placed under the take's key, spending that credit. A take whose order
// failed (the SKU ran out, a wrong address) is finished by taking again: the resend finds the take,
// and the order's key finds a first order.
import { sql } from 'drizzle-orm';
import { formatMinor, parseMinor, type ZeroItemView } from '@mall/contracts';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogService, Viewer } from '../catalog/index.ts';
import { skuRefKey } from '../catalog/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { OrdersService } from '../orders/index.ts';

export interface ZeroDeps {
  ledger: LedgerService;
  orders: OrdersService;
  catalog: CatalogService;
}

export type ZeroBuyer = Viewer & { memberId: number };

/** Spec section 1: the VIP set unlocks the 0-yuan purchase. */
export const ZERO_MIN_LEVEL = 2;

const noBalances = { useBeans: '', useCash: '', useDiscountCard: '', useVoucher: '', useDeliveryCard: '' };

const refusal = (key: 'zeroVipOnly' | 'zeroTaken' | 'zeroSoldOut', errorKey: string) =>
  new AppError('CONFLICT', `campaign.${key}`, undefined, errorKey);

export function zeroNotFound(): AppError {
  return new AppError('NOT_FOUND', 'campaign.notFound', undefined, 'CAMPAIGN_NOT_FOUND');
}

type Take = { id: number; skuId: number; creditedMinor: number; orderId: number | null };
const keyOf = (takeId: number) => `campaign-zero:${takeId}`;

export class ZeroCampaigns {
  private readonly deps: ZeroDeps;

  constructor(deps: ZeroDeps) {
    this.deps = deps;
  }

  async list(db: DbOrTx, buyer: ZeroBuyer): Promise<{ list: ZeroItemView[] }> {
    const rows = await db.execute<{ id: number; name: string; sku_id: number; stock: number; taken: number }>(sql`
      select id, name, sku_id, stock, taken from campaign_zero where stopped_at is null order by id desc limit 100`);
    const mine = await db.execute<{ campaign_id: number; order_id: number | null }>(sql`
      select campaign_id, order_id from campaign_zero_takes where member_id = ${buyer.memberId}`);
    const taken = new Map(mine.rows.map((row) => [Number(row.campaign_id), row.order_id]));
    const refs = rows.rows.map((row) => ({ productGoodsId: Number(row.sku_id), flashSaleId: null }));
    const { skus } = await readTogether(db, 'campaign_zero_skus', {
      skus: this.deps.catalog.skuLines.readPart(buyer, refs),
    });
    return {
      list: rows.rows.flatMap((row) => {
        const sku = skus.get(skuRefKey({ productGoodsId: Number(row.sku_id), flashSaleId: null }));
        if (!sku) return [];
        const id = Number(row.id);
        const order = taken.get(id);
        return [
          {
            id,
            name: row.name,
            productId: sku.productId,
            productGoodsId: sku.productGoodsId,
            productName: sku.name,
            cover: sku.cover,
            price: formatMinor(sku.priceMinor),
            stock: Number(row.stock),
            left: Number(row.stock) - Number(row.taken),
            myOrderId: order === undefined || order === null ? null : Number(order),
            taken: order !== undefined,
          },
        ];
      }),
    };
  }

  /** Takes the item for the member (or finds their take still to be ordered) and places its order. */
  async take(db: Db, buyer: ZeroBuyer, campaignId: number, addressId: number) {
    if (buyer.level < ZERO_MIN_LEVEL) throw refusal('zeroVipOnly', 'ZERO_VIP_ONLY');
    const found = await this.takeOf(db, campaignId, buyer.memberId);
    if (found?.orderId) throw refusal('zeroTaken', 'ZERO_TAKEN');
    const take = found ?? (await withTransaction(db, (tx) => this.takeNew(tx, buyer, campaignId, addressId)));
    const placed = await this.deps.orders.create(db, buyer, {
      ...noBalances,
      useDeliveryCard: formatMinor(take.creditedMinor),
      productGoodsId: take.skuId,
      num: 1,
      addressId,
      remark: '',
      buyerAccount: '',
      confirmBalances: true,
      invoiceType: 'none',
      invoiceName: '',
      invoiceTaxId: '',
      invoiceBranch: 'head',
      invoiceBranchNo: '',
      invoiceEmail: '',
      idempotencyKey: keyOf(take.id),
    });
    await db.execute(sql`update campaign_zero_takes set order_id = ${placed.orderId} where id = ${take.id}`);
    return { id: take.id, orderId: placed.orderId };
  }

  private async takeOf(db: DbOrTx, campaignId: number, memberId: number): Promise<Take | null> {
    const rows = await db.execute<{ id: number; sku_id: number; credited_minor: number; order_id: number | null }>(sql`
      select t.id, c.sku_id, t.credited_minor, t.order_id from campaign_zero_takes t
        join campaign_zero c on c.id = t.campaign_id
       where t.campaign_id = ${campaignId} and t.member_id = ${memberId}`);
    const row = rows.rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      skuId: Number(row.sku_id),
      creditedMinor: Number(row.credited_minor),
      orderId: row.order_id === null ? null : Number(row.order_id),
    };
  }

  private async takeNew(tx: Tx, buyer: ZeroBuyer, campaignId: number, addressId: number): Promise<Take> {
    const campaign = await tx.execute<{ sku_id: number }>(
      sql`select sku_id from campaign_zero where id = ${campaignId} and stopped_at is null`,
    );
    const skuId = campaign.rows[0] ? Number(campaign.rows[0].sku_id) : null;
    if (skuId === null) throw zeroNotFound();
    // Priced before the hot row is locked: the member's price and shipping to the address.
    const preview = await this.deps.orders.preview(tx, buyer, {
      ...noBalances,
      productGoodsId: skuId,
      num: 1,
      addressId,
    });
    const creditedMinor = parseMinor(preview.amounts.qr) ?? 0;
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into campaign_zero_takes (campaign_id, member_id, credited_minor)
      values (${campaignId}, ${buyer.memberId}, ${creditedMinor})
      on conflict (campaign_id, member_id) do nothing returning id`);
    const takeId = inserted.rows[0] ? Number(inserted.rows[0].id) : null;
    if (takeId === null) throw refusal('zeroTaken', 'ZERO_TAKEN');
    const stock = await tx.execute(sql`
      update campaign_zero set taken = taken + 1
       where id = ${campaignId} and stopped_at is null and taken < stock returning id`);
    if (stock.rows.length === 0) throw refusal('zeroSoldOut', 'ZERO_SOLD_OUT');
    if (creditedMinor > 0)
      await this.deps.ledger.transfer(tx, {
        idempotencyKey: keyOf(takeId),
        kind: 'SYSTEM_GIFT',
        reference: keyOf(takeId),
        legs: [
          {
            from: { system: 'SUBSIDY' },
            to: { memberId: buyer.memberId },
            asset: 'DELIVERY_CARD',
            amountMinor: creditedMinor,
          },
        ],
      });
    return { id: takeId, skuId, creditedMinor, orderId: null };
  }
}

/**
 * A 0-yuan order cancelled before shipping: its delivery-card credit, which the cancel has just
 * refunded to the member, goes back to the SUBSIDY account (it was the campaign's money, for that
 * item only). The take stays used. Once per take, by its ledger key.
 */
export async function returnZeroCredit(tx: Tx, ledger: LedgerService, orderId: number): Promise<void> {
  const rows = await tx.execute<{ id: number; member_id: number; credited_minor: number }>(sql`
    select id, member_id, credited_minor from campaign_zero_takes where order_id = ${orderId}`);
  const take = rows.rows[0];
  if (!take || Number(take.credited_minor) <= 0) return;
  await ledger.transfer(tx, {
    idempotencyKey: `${keyOf(Number(take.id))}:return`,
    kind: 'REVERSAL',
    reference: `order:${orderId}`,
    legs: [
      {
        from: { memberId: Number(take.member_id) },
        to: { system: 'SUBSIDY' },
        asset: 'DELIVERY_CARD',
        amountMinor: Number(take.credited_minor),
      },
    ],
  });
}
