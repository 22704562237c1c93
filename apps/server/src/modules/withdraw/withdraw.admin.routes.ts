import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { adminWithdraw } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { ValidationFailure } from '../../lib/errors.ts';
import { registerCall } from '../../lib/register-call.ts';
import { readUploadFile } from '../../lib/upload.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { WithdrawPayouts } from './withdraw.payouts.ts';
import { dailyReport } from './withdraw.report.ts';
import type { WithdrawReview } from './withdraw.review.ts';
import { UPLOAD_MAX_BYTES, uploadRules } from './withdraw.routes.ts';
import type { WithdrawTax } from './withdraw.tax.ts';

export interface WithdrawAdminRouteDeps {
  db: Db;
  audit: AuditService;
  review: WithdrawReview;
  payouts: WithdrawPayouts;
  tax: WithdrawTax;
}

/** The withdrawal queue, both reviews, payout batches, tax certificates and the report; every step audited. */
export async function withdrawAdminRoutes(app: FastifyInstance, deps: WithdrawAdminRouteDeps) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerReviewCalls(app, deps);
  registerBatchCalls(app, deps);
  registerTaxCalls(app, deps);
}

function registerReviewCalls(app: FastifyInstance, deps: WithdrawAdminRouteDeps) {
  const { db, review } = deps;
  registerCall(app, adminWithdraw.page, async ({ query }) => review.page(db, query));
  registerCall(app, adminWithdraw.detail, async ({ query }) => review.detail(db, query.id));
  registerCall(app, adminWithdraw.report, async ({ query }) => dailyReport(db, query.from, query.to));
  registerCall(app, adminWithdraw.firstReview, async ({ body, request, operator }) =>
    audited(deps, request, 'withdraw.firstReview', 'withdrawal', async (tx) => {
      const after = await review.first(tx, operator.operatorId, body.id);
      return {
        targetId: body.id,
        before: { status: 'pending_review' },
        after: { status: after.status },
        result: after,
      };
    }),
  );
  registerCall(app, adminWithdraw.secondReview, async ({ body, request, operator }) =>
    audited(deps, request, 'withdraw.secondReview', 'withdrawal', async (tx) => {
      const after = await review.second(tx, operator, body.id);
      return { targetId: body.id, before: { status: 'first_passed' }, after: { status: after.status }, result: after };
    }),
  );
  registerCall(app, adminWithdraw.reject, async ({ body, request, operator }) =>
    audited(deps, request, 'withdraw.reject', 'withdrawal', async (tx) => {
      const before = await review.row(tx, body.id);
      const after = await review.reject(tx, operator.operatorId, body.id, body.reason);
      return {
        targetId: body.id,
        before: { status: before.status },
        after: { status: after.status, reason: body.reason },
        result: after,
      };
    }),
  );
}

function registerBatchCalls(app: FastifyInstance, deps: WithdrawAdminRouteDeps) {
  const { db, payouts } = deps;
  registerCall(app, adminWithdraw.batchPage, async ({ query }) => payouts.page(db, query));
  registerCall(app, adminWithdraw.batchDetail, async ({ query }) => payouts.detail(db, query.id));
  registerCall(app, adminWithdraw.batchExport, async ({ body, request, operator }) =>
    audited(deps, request, 'withdraw.batchExport', 'payout_batch', async (tx) => {
      const batch = await payouts.export(tx, operator.operatorId, body.ids);
      const items = batch.items.map((item) => item.id);
      return { targetId: batch.id, before: null, after: { items, total: batch.total }, result: batch };
    }),
  );
  registerCall(app, adminWithdraw.batchDownload, async ({ query, request }) =>
    audited(deps, request, 'withdraw.batchDownload', 'payout_batch', async (tx) => ({
      targetId: query.id,
      before: null,
      after: { format: query.format },
      result: await payouts.download(tx, query.id, query.format),
    })),
  );
  registerCall(app, adminWithdraw.batchTransferred, async ({ body, request, operator }) =>
    audited(deps, request, 'withdraw.batchTransferred', 'payout_batch', async (tx) => {
      const batch = await payouts.transferred(tx, operator.operatorId, body.id, body.bankReference);
      return {
        targetId: body.id,
        before: { status: 'exported' },
        after: { status: batch.status, bankReference: body.bankReference },
        result: batch,
      };
    }),
  );
  registerCall(app, adminWithdraw.batchRejectItem, async ({ body, request, operator }) =>
    audited(deps, request, 'withdraw.batchRejectItem', 'withdrawal', async (tx) => {
      const after = await payouts.rejectItem(tx, operator.operatorId, body.id, body.reason);
      return {
        targetId: body.id,
        before: { status: 'pending_transfer' },
        after: { status: after.status, reason: body.reason },
        result: after,
      };
    }),
  );
}

function registerTaxCalls(app: FastifyInstance, deps: WithdrawAdminRouteDeps) {
  const { db, tax } = deps;
  registerCall(app, adminWithdraw.taxRequestPage, async ({ query }) => tax.page(db, query));
  registerCall(app, adminWithdraw.taxRequestAnswer, async ({ request, operator }) => {
    // A PDF or an image: `tax.store` checks which and refuses anything else.
    const upload = await readUploadFile(request, uploadRules);
    const id = Number(upload.fields.id);
    if (!Number.isSafeInteger(id) || id < 1) {
      throw new ValidationFailure([{ code: 'invalid_type', path: ['id'], message: 'required' }]);
    }
    const fileKey = await tax.store(upload.bytes);
    return audited(deps, request, 'withdraw.taxAnswer', 'tax_request', async (tx) => ({
      targetId: id,
      before: null,
      after: { status: 'answered' },
      result: await tax.answer(tx, operator.operatorId, id, fileKey),
    }));
  });
}
