import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { evaluate, type ParsedBodyOf } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { readUpload } from '../../lib/upload.ts';
import { REVIEW_IMAGE_MAX_BYTES, storeReviewImage } from './review.images.ts';
import type { ReviewService } from './review.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

export type ReviewOrderInput = ParsedBodyOf<typeof evaluate.add>;

export interface ReviewRouteDeps {
  db: Db;
  reviews: ReviewService;
  uploads: FileStore;
  /** Reviews every line of the member's received order (the orders and review modules together). */
  reviewOrder(memberId: number, input: ReviewOrderInput): Promise<{ orderId: number; reviewIds: number[] }>;
}

export async function reviewRoutes(app: FastifyInstance, deps: ReviewRouteDeps) {
  const { db, reviews } = deps;
  // Multipart is accepted only inside this plugin (the review photo upload).
  await app.register(multipart, { limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerCall(app, evaluate.uploadImage, async ({ request, member }) => {
    const upload = await readUpload(request, { maxBytes: REVIEW_IMAGE_MAX_BYTES, wrongType: 'catalog.imageInvalid' });
    return storeReviewImage(db, deps.uploads, member.memberId, upload.bytes);
  });
  registerCall(app, evaluate.add, async ({ body, member }) => deps.reviewOrder(member.memberId, body));
  registerCall(app, evaluate.myPage, async ({ body, member }) => reviews.myPage(db, member.memberId, body));
  registerCall(app, evaluate.productPage, async ({ query }) => reviews.productPage(db, query.productId, query));
}
