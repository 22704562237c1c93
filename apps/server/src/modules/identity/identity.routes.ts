import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  bank,
  identity,
  identityImageSlots,
  memberBank,
  memberCert,
  type IdentityImageSlot,
  type IdentityRejectTemplate,
} from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { Db } from '../../db/client.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { registerCall } from '../../lib/register-call.ts';
import { readUpload } from '../../lib/upload.ts';
import type { BankCardService } from './identity.bank-cards.ts';
import { listBanks } from './identity.banks.ts';
import { ID_IMAGE_MAX_BYTES, PRIVATE_LINK_PREFIX, type PrivateFiles } from './identity.private-files.ts';
import type { IdentityService } from './identity.service.ts';

export interface IdentityRouteDeps {
  db: Db;
  identity: IdentityService;
  bankCards: BankCardService;
  files: PrivateFiles;
}

const missing = (field: string) =>
  new ValidationFailure([{ code: 'invalid_type', path: [field], message: 'required' }]);

function slotOf(value: unknown): IdentityImageSlot {
  if (typeof value !== 'string' || value === '') throw missing('slot');
  if (!(identityImageSlots as readonly string[]).includes(value)) {
    throw new ValidationFailure([{ code: 'invalid_value', path: ['slot'], message: 'invalid' }]);
  }
  return value as IdentityImageSlot;
}

/** The rejection's template reasons in the member's language, beside the codes. */
function withRejectTexts<T extends { rejectTemplates?: IdentityRejectTemplate[] | undefined }>(
  view: T,
  locale: Locale,
) {
  const texts = (view.rejectTemplates ?? []).map((template) =>
    translate(locale, `identity.rejectTemplate.${template}`),
  );
  return { ...view, rejectTexts: texts };
}

export async function identityRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  // Multipart only inside this plugin (the identity image upload).
  await app.register(multipart, { limits: { fileSize: ID_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerCertCalls(app, deps);
  registerBankCalls(app, deps);
  registerPrivateFiles(app, deps.files);
}

function registerCertCalls(app: FastifyInstance, { db, identity: certs }: IdentityRouteDeps) {
  registerCall(app, identity.personalCert, async ({ body, member }) =>
    certs.submit(db, member.memberId, { kind: 'personal', fields: body }),
  );
  registerCall(app, identity.companyCert, async ({ body, member }) => {
    if (body.certType === 'foreigner') {
      const { certType: _foreigner, ...fields } = body;
      return certs.submit(db, member.memberId, { kind: 'foreigner', fields });
    }
    const { certType: _company, ...fields } = body;
    return certs.submit(db, member.memberId, { kind: 'company', fields });
  });
  registerCall(app, identity.updateIdImage, async ({ request, member }) => {
    const upload = await readUpload(request, {
      maxBytes: ID_IMAGE_MAX_BYTES,
      wrongType: 'error.ID_IMAGE_INVALID',
      tooLarge: { messageId: 'error.ID_IMAGE_TOO_LARGE', errorKey: 'ID_IMAGE_TOO_LARGE' },
    });
    const slot = slotOf(upload.fields.slot ?? (request.query as { slot?: unknown }).slot);
    return certs.uploadImage(db, member.memberId, slot, upload.bytes);
  });
  registerCall(app, memberCert.getCertInfo, async ({ member, locale }) =>
    withRejectTexts(await certs.certInfo(db, member.memberId), locale),
  );
  registerCall(app, memberCert.getCertStatus, async ({ member, locale }) =>
    withRejectTexts(await certs.status(db, member.memberId), locale),
  );
}

function registerBankCalls(app: FastifyInstance, { db, bankCards }: IdentityRouteDeps) {
  registerCall(app, bank.banklist, async ({ query, locale }) => listBanks(locale, query.country));
  registerCall(app, memberBank.add, async ({ body, member, locale }) =>
    bankCards.add(db, member.memberId, body, locale),
  );
  registerCall(app, memberBank.selectList, async ({ member, locale }) => bankCards.list(db, member.memberId, locale));
  registerCall(app, memberBank.deleteById, async ({ body, member }) => {
    await bankCards.remove(db, member.memberId, body.id);
    return null;
  });
}

/** Serves a private file to whoever holds a current signed link; everything else is a plain 404. */
function registerPrivateFiles(app: FastifyInstance, files: PrivateFiles) {
  app.get<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
    `${PRIVATE_LINK_PREFIX}:key`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { expires, signature } = request.query;
      const bytes = await files.open(request.params.key, expires, signature);
      if (!bytes) throw new AppError('NOT_FOUND', 'error.PRIVATE_LINK_INVALID', undefined, 'PRIVATE_LINK_INVALID');
      const contentType = files.contentType(request.params.key);
      // A PDF is kept as sent, so it is only ever downloaded, never shown inside the shop's pages.
      if (contentType === 'application/pdf') reply.header('content-disposition', 'attachment; filename="document.pdf"');
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
