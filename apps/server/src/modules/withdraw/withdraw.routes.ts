import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { withdraw } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { readUpload } from '../../lib/upload.ts';
import type { WithdrawService } from './withdraw.service.ts';
import type { WithdrawTax } from './withdraw.tax.ts';

/** Credentials and certificates are images kept like identity images: at most 8 MB. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

export const uploadRules = {
  maxBytes: UPLOAD_MAX_BYTES,
  wrongType: 'error.ID_IMAGE_INVALID',
  tooLarge: { messageId: 'error.ID_IMAGE_TOO_LARGE', errorKey: 'ID_IMAGE_TOO_LARGE' },
} as const;

export interface WithdrawRouteDeps {
  db: Db;
  withdraw: WithdrawService;
  tax: WithdrawTax;
}

/** A member's withdrawals and tax certificate requests. */
export async function withdrawRoutes(app: FastifyInstance, deps: WithdrawRouteDeps) {
  const { db, withdraw: service, tax } = deps;
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerCall(app, withdraw.precheck, async ({ member, locale }) => service.precheck(db, member.memberId, locale));
  registerCall(app, withdraw.uploadCredential, async ({ request, member }) => {
    const upload = await readUpload(request, uploadRules);
    return service.uploadCredential(db, member.memberId, upload.bytes);
  });
  registerCall(app, withdraw.apply, async ({ body, member, locale }) =>
    service.apply(db, member.memberId, body, locale),
  );
  registerCall(app, withdraw.cancel, async ({ body, member }) => service.cancel(db, member.memberId, body.id));
  registerCall(app, withdraw.queryPage, async ({ body, member }) => service.page(db, member.memberId, body));
  registerCall(app, withdraw.detail, async ({ query, member }) => service.detail(db, member.memberId, query.id));
  registerCall(app, withdraw.taxRequest, async ({ body, member }) => tax.request(db, member.memberId, body));
  registerCall(app, withdraw.taxRequestList, async ({ member }) => tax.mine(db, member.memberId));
}
