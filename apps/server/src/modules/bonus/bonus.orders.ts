// What an order does for bonuses: its MP activation pays the sponsor chain, and a paid set grants
// its beneficiary bonus credit. Both run in the event delivery's transaction, once per order.
import type { Tx } from '../../db/client.ts';
import type { Topics } from '../events/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { sponsorChain } from '../member/index.ts';
import type { BonusPayouts, PaidLine } from './bonus.pay.ts';
import { orderBonuses, orderEarners } from './bonus.rules.ts';

/** The longest run of level-1 uplines a chain read walks through before it gives up. */
const MAX_CHAIN_STEPS = 1_000;

export class BonusOrders {
  private readonly payouts: BonusPayouts;
  private readonly ledger: LedgerService;

  constructor(payouts: BonusPayouts, ledger: LedgerService) {
    this.payouts = payouts;
    this.ledger = ledger;
  }

  /** Pays the direct and generation bonuses of an MP-activated order; a replay pays nothing. */
  async onMpActivated(tx: Tx, event: Topics['order.mp_activated']): Promise<PaidLine[]> {
    const source = `order:${event.orderId}`;
    if (await this.payouts.isRecorded(tx, source)) return [];
    const rates = await this.payouts.rates(tx);
    const places = rates.generationDepth + 1;
    const chain = await sponsorChain(tx, event.memberId, {
      earners: places,
      minLevel: rates.minEarningLevel,
      maxSteps: rates.skipLevelOneInGeneration ? MAX_CHAIN_STEPS : places,
    });
    const earners = orderEarners(chain, rates).map((earner) => earner.earnerId);
    const credits = await this.payouts.lockCredits(tx, earners);
    const outcome = orderBonuses({ rewardMp: event.rewardMp, chain, credits, rates });
    const from = {
      source,
      day: event.at.slice(0, 10),
      orderId: event.orderId,
      fromMemberId: event.memberId,
      mp: event.rewardMp,
    };
    return this.payouts.pay(tx, from, outcome);
  }

  /**
   * A paid set grants its beneficiary bonus credit: per unit, the product's `setCredits` entry or
   * the default. Keyed by the order, so a replay grants once. Answers the credit granted now.
   */
  async onOrderPaid(tx: Tx, event: Topics['order.paid']): Promise<number> {
    const rates = await this.payouts.rates(tx);
    const perProduct = new Map(rates.setCredits.map((row) => [row.productId, row.creditMinor]));
    // An event published before `sets` existed names only the level: one set's default credit.
    const sets = event.sets ?? (event.grantsLevel ? [{ productId: 0, quantity: 1 }] : []);
    const creditMinor = sets.reduce(
      (sum, set) => sum + set.quantity * (perProduct.get(set.productId) ?? rates.defaultSetCreditMinor),
      0,
    );
    if (creditMinor <= 0) return 0;
    const posted = await this.ledger.transfer(tx, {
      idempotencyKey: `bonus-credit-grant:order:${event.orderId}`,
      kind: 'BONUS_CREDIT_GRANT',
      reference: `order:${event.orderId}`,
      legs: [
        {
          from: { system: 'ISSUANCE' },
          to: { memberId: event.beneficiaryId },
          asset: 'BONUS_CREDIT',
          amountMinor: creditMinor,
        },
      ],
    });
    return posted.isReplay ? 0 : creditMinor;
  }
}
