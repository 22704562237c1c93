import type { FastifyInstance } from 'fastify';
import { adminNotice, memberAlert, notice, webview } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCrudCalls } from '../../db/crud-routes.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { NoticeInput } from './notice.admin.ts';
import type { NoticeService } from './notice.service.ts';

export interface NoticeRouteDeps {
  db: Db;
  audit: AuditService;
  notices: NoticeService;
}

export async function noticeRoutes(app: FastifyInstance, deps: NoticeRouteDeps) {
  const { db, notices } = deps;
  const { reading } = notices;
  registerCall(app, notice.queryPage, async ({ body, locale, member }) =>
    reading.page(db, member.memberId, locale, body),
  );
  registerCall(app, notice.detail, async ({ query, locale, member }) =>
    notices.open(db, member.memberId, locale, query.kind, query.id),
  );
  registerCall(app, notice.markRead, async ({ body, member }) => {
    await reading.markRead(db, member.memberId, body.kind, body.id, notices.clock());
    return reading.unread(db, member.memberId);
  });
  registerCall(app, notice.unreadCount, async ({ member }) => reading.unread(db, member.memberId));

  registerCall(app, memberAlert.getHomepageTop, async ({ locale, member }) =>
    notices.homepageTop.current(db, member.memberId, locale),
  );
  registerCall(app, memberAlert.updateHomepageTop, async ({ body, locale, member }) =>
    notices.homepageTop.dismiss(db, member.memberId, locale, body.id, notices.clock()),
  );
  registerCall(app, webview.check, async ({ query }) => ({ url: await notices.checkWebview(db, query.url) }));

  registerCrudCalls(
    app,
    adminNotice.notice,
    {
      list: () => notices.admin.list(db),
      save: (tx, input: NoticeInput, _locale, operator) =>
        notices.admin.save(tx, input, { operatorId: operator.operatorId, now: notices.clock() }),
      remove: (tx, id) => notices.admin.remove(tx, id),
    },
    {
      run: (request, action, target, change) => audited(deps, request, action, target, change),
      action: 'content.notice',
      target: 'notice',
    },
  );
}
