// A member reviews a received order: the orders module says whose order it is, its status and its
// lines; the review module writes one review per line. Every line must be rated in the one call.
import { ORDER_STATUS } from '@mall/contracts';
import { withTransaction, type Db, type Tx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import type { FileStore } from '../lib/file-store.ts';
import type { LedgerService } from '../modules/ledger/index.ts';
import type { OrdersService } from '../modules/orders/index.ts';
import type { SettingsService } from '../modules/settings/index.ts';
import { checkReviewImages, type ReviewOrderInput, type ReviewService } from '../modules/review/index.ts';

const reviewable: readonly number[] = [ORDER_STATUS.received, ORDER_STATUS.complete];

export async function reviewOrder(
  deps: {
    db: Db;
    orders: OrdersService;
    reviews: ReviewService;
    ledger: LedgerService;
    settings: SettingsService;
    uploads: FileStore;
  },
  memberId: number,
  input: ReviewOrderInput,
): Promise<{ orderId: number; reviewIds: number[] }> {
  // Checked before the transaction: no file-system wait while the order's lines are being written.
  await checkReviewImages(
    deps.db,
    deps.uploads,
    memberId,
    input.lines.map((line, index) => ({ path: ['lines', index, 'images'], ids: line.images })),
  );
  return withTransaction(deps.db, async (tx) => {
    // Someone else's order is "not found", as if it did not exist.
    const order = await deps.orders.reads.detail(tx, memberId, input.orderId);
    if (!reviewable.includes(order.status))
      throw new AppError('CONFLICT', 'review.notReceived', undefined, 'ORDER_STATE');
    const given = new Map(input.lines.map((line) => [line.orderLineId, line]));
    const unknown = input.lines.some((line) => !order.lines.some((orderLine) => orderLine.id === line.orderLineId));
    if (unknown || given.size !== input.lines.length)
      throw new AppError('VALIDATION', 'review.unknownLine', undefined, 'REVIEW_LINES');
    if (order.lines.some((line) => !given.has(line.id)))
      throw new AppError('VALIDATION', 'review.everyLine', undefined, 'REVIEW_LINES');
    const lines = order.lines.map((line) => {
      const review = given.get(line.id)!;
      return {
        orderLineId: line.id,
        productId: line.productId,
        productName: line.name,
        specText: line.specText,
        rating: review.rating,
        content: review.content,
        images: review.images,
        anonymous: review.anonymous,
      };
    });
    const reviewIds = await deps.reviews.addAll(tx, memberId, order.orderId, lines);
    await deps.orders.markReviewed(tx, order.orderId);
    await rewardReviews(deps, tx, memberId, reviewIds);
    return { orderId: order.orderId, reviewIds };
  });
}

/** Points for each review when the settings grant them; one ledger transfer per review, keyed by it. */
async function rewardReviews(
  deps: { ledger: LedgerService; settings: SettingsService },
  tx: Tx,
  memberId: number,
  reviewIds: readonly number[],
): Promise<void> {
  const { pointsPerReview } = await deps.settings.get(tx, 'reviewRewards');
  if (pointsPerReview === 0) return;
  for (const reviewId of reviewIds) {
    await deps.ledger.transfer(tx, {
      idempotencyKey: `review-points:${reviewId}`,
      kind: 'POINTS_EARNED',
      reference: `review:${reviewId}`,
      legs: [{ from: { system: 'ISSUANCE' }, to: { memberId }, asset: 'POINTS', amountMinor: pointsPerReview }],
    });
  }
}
