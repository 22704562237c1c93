import type { FastifyInstance } from 'fastify';
import { evaluate, type ParsedBodyOf } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { ReviewService } from './review.service.ts';

export type ReviewOrderInput = ParsedBodyOf<typeof evaluate.add>;

export interface ReviewRouteDeps {
  db: Db;
  reviews: ReviewService;
  /** Reviews every line of the member's received order (the orders and review modules together). */
  reviewOrder(memberId: number, input: ReviewOrderInput): Promise<{ orderId: number; reviewIds: number[] }>;
}

export async function reviewRoutes(app: FastifyInstance, deps: ReviewRouteDeps) {
  const { db, reviews } = deps;
  registerCall(app, evaluate.add, async ({ body, member }) => deps.reviewOrder(member.memberId, body));
  registerCall(app, evaluate.myPage, async ({ body, member }) => reviews.myPage(db, member.memberId, body));
  registerCall(app, evaluate.productPage, async ({ query }) => reviews.productPage(db, query.productId, query));
}
