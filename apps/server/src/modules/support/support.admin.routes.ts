// The back office's side of support: the FAQ editor and the feedback inbox. Every change is
// audited together with the change itself.
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { adminContent, type FeedbackDetailView } from '@mall/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import { memberTable as members } from '../member/index.ts';
import type { FaqService } from './support.faq.ts';
import type { FeedbackService } from './support.feedback.ts';

export interface SupportAdminRouteDeps {
  db: Db;
  audit: AuditService;
  faq: FaqService;
  feedback: FeedbackService;
}

/** Each view with who sent it. */
async function withMembers<V>(reader: DbOrTx, items: { memberId: number; view: V }[]) {
  const ids = [...new Set(items.map((item) => item.memberId))];
  const people =
    ids.length === 0
      ? []
      : await reader
          .select({ memberId: members.id, username: members.username, mobile: members.mobile })
          .from(members)
          .where(inArray(members.id, ids));
  return items.map(({ memberId, view }) => ({
    ...view,
    member: people.find((person) => person.memberId === memberId) ?? { memberId, username: '', mobile: null },
  }));
}

export async function supportAdminRoutes(app: FastifyInstance, deps: SupportAdminRouteDeps) {
  registerFaqEditor(app, deps);
  registerInbox(app, deps);
}

function registerFaqEditor(app: FastifyInstance, deps: SupportAdminRouteDeps) {
  const { db, faq } = deps;
  registerCall(app, adminContent.faq, async () => ({ list: await faq.forEditor(db) }));
  registerCall(app, adminContent.saveFaqCategory, async ({ body, request }) =>
    audited(deps, request, body.id ? 'faq.category.update' : 'faq.category.create', 'faqCategory', async (tx) => {
      const { before, after } = await faq.saveCategory(tx, body);
      return { targetId: after.id, before, after, result: { ...after, questions: [] } };
    }),
  );
  registerCall(app, adminContent.deleteFaqCategory, async ({ body, request }) =>
    audited(deps, request, 'faq.category.delete', 'faqCategory', async (tx) => {
      const before = await faq.deleteCategory(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id } };
    }),
  );
  registerCall(app, adminContent.saveFaqQuestion, async ({ body, request }) =>
    audited(deps, request, body.id ? 'faq.question.update' : 'faq.question.create', 'faqQuestion', async (tx) => {
      const { before, after } = await faq.saveQuestion(tx, body);
      return { targetId: after.id, before, after, result: after };
    }),
  );
  registerCall(app, adminContent.deleteFaqQuestion, async ({ body, request }) =>
    audited(deps, request, 'faq.question.delete', 'faqQuestion', async (tx) => {
      const before = await faq.deleteQuestion(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id } };
    }),
  );
}

function registerInbox(app: FastifyInstance, deps: SupportAdminRouteDeps) {
  const { db, feedback } = deps;
  const one = async (reader: DbOrTx, item: { memberId: number; view: FeedbackDetailView }) =>
    (await withMembers(reader, [item]))[0]!;
  registerCall(app, adminContent.feedbackPage, async ({ query }) => {
    const { rows, list, ...rest } = await feedback.inbox(db, query.status, query);
    const items = list.map((view, index) => ({ memberId: rows[index]!.memberId, view }));
    return { ...rest, list: await withMembers(db, items) };
  });
  registerCall(app, adminContent.feedbackDetail, async ({ query }) =>
    one(db, await feedback.operatorDetail(db, query.id)),
  );
  registerCall(app, adminContent.feedbackReply, async ({ body, request, operator }) =>
    audited(deps, request, 'feedback.reply', 'feedback', async (tx) => {
      const replying = { operatorId: operator.operatorId, operatorName: operator.displayName || operator.username };
      const replied = await feedback.operatorReply(tx, replying, body.id, body.content);
      return {
        targetId: body.id,
        before: null,
        after: { status: replied.status, messageId: replied.messageId, content: body.content },
        result: await one(tx, { memberId: replied.memberId, view: replied.view }),
      };
    }),
  );
  registerCall(app, adminContent.feedbackState, async ({ body, request }) =>
    audited(deps, request, `feedback.${body.action}`, 'feedback', async (tx) => {
      const changed = await feedback.setState(tx, body.id, body.action);
      return {
        targetId: body.id,
        before: { status: changed.before },
        after: { status: changed.view.status },
        result: await one(tx, changed),
      };
    }),
  );
}
