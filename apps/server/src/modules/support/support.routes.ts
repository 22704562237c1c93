// The member's side: the FAQ in their language, and their own feedback with its conversation.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { memberComplaint, systemQuestionAnswer } from '@mall/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { registerCall } from '../../lib/register-call.ts';
import { readUpload } from '../../lib/upload.ts';
import type { FaqService } from './support.faq.ts';
import type { FeedbackService } from './support.feedback.ts';

export const FEEDBACK_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const FEEDBACK_LINK_PREFIX = '/mallapi/private/feedback/';

export interface SupportRouteDeps {
  db: Db;
  faq: FaqService;
  feedback: FeedbackService;
}

export async function supportRoutes(app: FastifyInstance, deps: SupportRouteDeps) {
  const { db, faq, feedback } = deps;
  // Multipart only inside this plugin (the feedback photo upload).
  await app.register(multipart, { limits: { fileSize: FEEDBACK_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerCall(app, systemQuestionAnswer.getAllQuestion, async ({ locale }) => ({ list: await faq.all(db, locale) }));
  registerCall(app, systemQuestionAnswer.getQuestionOrAnswer, async ({ query, locale }) => {
    if (query.id !== undefined) return { list: [await faq.one(db, locale, query.id)] };
    return { list: query.keyword === undefined ? [] : await faq.search(db, locale, query.keyword) };
  });
  registerCall(app, memberComplaint.uploadImage, async ({ request, member }) => {
    const upload = await readUpload(request, { maxBytes: FEEDBACK_IMAGE_MAX_BYTES, wrongType: 'catalog.imageInvalid' });
    return feedback.storeImage(db, member.memberId, upload.bytes);
  });
  registerCall(app, memberComplaint.add, async ({ body, member }) =>
    withTransaction(db, (tx) => feedback.add(tx, member.memberId, body)),
  );
  registerCall(app, memberComplaint.queryPage, async ({ query, member }) => {
    const { rows: _rows, ...found } = await feedback.memberPage(db, member.memberId, query);
    return found;
  });
  registerCall(app, memberComplaint.detail, async ({ query, member }) =>
    withTransaction(db, (tx) => feedback.memberDetail(tx, member.memberId, query.id)),
  );
  registerCall(app, memberComplaint.reply, async ({ body, member }) =>
    withTransaction(db, (tx) => feedback.memberReply(tx, member.memberId, body.id, body.content)),
  );
  app.get<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
    `${FEEDBACK_LINK_PREFIX}:key`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { expires, signature } = request.query;
      const bytes = await feedback.openImage(request.params.key, expires, signature);
      if (!bytes) throw new AppError('NOT_FOUND', 'error.PRIVATE_LINK_INVALID', undefined, 'PRIVATE_LINK_INVALID');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
