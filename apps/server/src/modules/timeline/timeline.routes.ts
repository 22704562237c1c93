import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminTimeline, timeline } from '@mall/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { readUploadFile } from '../../lib/upload.ts';
import { audited, type AuditService } from '../audit/index.ts';
import { storeTimelineMedia, TIMELINE_VIDEO_MAX_BYTES, type MediaOwner } from './timeline.media.ts';
import type { ModerationStep, TimelineModeration } from './timeline.moderation.ts';
import type { TimelineService } from './timeline.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

export interface TimelineRouteDeps {
  db: Db;
  audit: AuditService;
  timeline: TimelineService;
  moderation: TimelineModeration;
  uploads: FileStore;
}

const tooLarge = { messageId: 'timeline.fileTooLarge', errorKey: 'PAYLOAD_TOO_LARGE' } as const;

/** Members' timeline calls and the back office's moderation under /adminapi/content. */
export async function timelineRoutes(app: FastifyInstance, deps: TimelineRouteDeps) {
  const { db, timeline: posts } = deps;
  // Multipart only inside this plugin: one image or one video per upload.
  await app.register(multipart, { limits: { fileSize: TIMELINE_VIDEO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const upload = async (request: Parameters<typeof readUploadFile>[0], owner: MediaOwner) => {
    const file = await readUploadFile(request, { maxBytes: TIMELINE_VIDEO_MAX_BYTES, tooLarge });
    return storeTimelineMedia(db, deps.uploads, owner, file.bytes);
  };

  registerCall(app, timeline.queryPage, async ({ query, member }) => posts.page(db, member?.memberId ?? null, query));
  registerCall(app, timeline.detail, async ({ query, member }) => posts.detail(db, member?.memberId ?? null, query.id));
  registerCall(app, timeline.uploadMedia, async ({ request, member }) =>
    upload(request, { memberId: member.memberId }),
  );
  registerCall(app, timeline.add, async ({ body, member }) =>
    withTransaction(db, (tx) => posts.add(tx, member.memberId, body)),
  );
  registerCall(app, timeline.delete, async ({ body, member }) =>
    withTransaction(db, (tx) => posts.remove(tx, member.memberId, body.id)),
  );
  registerCall(app, timeline.report, async ({ body, member }) =>
    withTransaction(db, (tx) => posts.report(tx, member.memberId, body.id, body.reason)),
  );

  const { moderation } = deps;
  registerCall(app, adminTimeline.queue, async ({ query }) => moderation.queue(db, query.pageSize));
  registerCall(app, adminTimeline.posts, async ({ query }) => moderation.page(db, query));
  registerCall(app, adminTimeline.uploadMedia, async ({ request, operator }) =>
    upload(request, { operatorId: operator.operatorId }),
  );
  registerCall(app, adminTimeline.add, async ({ body, request, operator }) =>
    audited(deps, request, 'timeline.post.add', 'timelinePost', async (tx) => {
      const after = await moderation.add(tx, operator.operatorId, body);
      return { targetId: after.id, before: null, after, result: after };
    }),
  );
  const stepCalls: [ModerationStep, (typeof adminTimeline)[ModerationStep]][] = [
    ['hide', adminTimeline.hide],
    ['unhide', adminTimeline.unhide],
    ['pin', adminTimeline.pin],
    ['unpin', adminTimeline.unpin],
    ['delete', adminTimeline.delete],
  ];
  for (const [step, call] of stepCalls) {
    registerCall(app, call, async ({ body, request }) =>
      audited(deps, request, `timeline.post.${step}`, 'timelinePost', async (tx) => {
        const { before, after } = await moderation.apply(tx, body.id, step);
        return { targetId: body.id, before, after, result: after };
      }),
    );
  }
}
