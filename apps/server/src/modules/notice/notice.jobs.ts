// Scheduled notices become visible when their time comes: the job publishes what is due each minute.
import type { Db } from '../../db/client.ts';
import { SCHEDULED_QUEUE, type JobDeclaration } from '../../lib/jobs.ts';
import type { NoticeService } from './notice.service.ts';

export const noticeJobs: JobDeclaration<{ db: Db; notices: NoticeService }>[] = [
  {
    name: 'notice.publish-due',
    queue: SCHEDULED_QUEUE,
    schedule: { cron: '* * * * *', setting: 'the notice schedule' },
    run: async (deps, { now, log }) => {
      const published = await deps.notices.admin.publishDue(deps.db, now);
      if (published > 0) log(`notice.publish-due: ${published} scheduled notices published`);
      return { published };
    },
  },
];
