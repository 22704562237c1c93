import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { evaluate, type ParsedBodyOf } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { registerCall } from '../../lib/register-call.ts';
import { REVIEW_IMAGE_MAX_BYTES, storeReviewImage } from './review.images.ts';
import type { ReviewService } from './review.service.ts';

export type ReviewOrderInput = ParsedBodyOf<typeof evaluate.add>;

export interface ReviewRouteDeps {
  db: Db;
  reviews: ReviewService;
  uploadsDir: string;
  /** Reviews every line of the member's received order (the orders and review modules together). */
  reviewOrder(memberId: number, input: ReviewOrderInput): Promise<{ orderId: number; reviewIds: number[] }>;
}

export async function reviewRoutes(app: FastifyInstance, deps: ReviewRouteDeps) {
  const { db, reviews } = deps;
  // Multipart is accepted only inside this plugin (the review photo upload).
  await app.register(multipart, { limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerCall(app, evaluate.uploadImage, async ({ request, member }) => {
    const missing = () => new ValidationFailure([{ code: 'invalid_type', path: ['file'], message: 'required' }]);
    if (!request.isMultipart()) throw missing();
    const file = await request.file();
    if (!file) throw missing();
    const image = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
      throw error;
    });
    return storeReviewImage(db, deps.uploadsDir, member.memberId, image);
  });
  registerCall(app, evaluate.add, async ({ body, member }) => deps.reviewOrder(member.memberId, body));
  registerCall(app, evaluate.myPage, async ({ body, member }) => reviews.myPage(db, member.memberId, body));
  registerCall(app, evaluate.productPage, async ({ query }) => reviews.productPage(db, query.productId, query));
}
