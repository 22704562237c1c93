export { NoticeService } from './notice.service.ts';
export { noticeRoutes, type NoticeRouteDeps } from './notice.routes.ts';
export { noticeSubscribers } from './notice.subscribers.ts';
export { noticeJobs } from './notice.jobs.ts';
export { notificationRules, type NotificationRule } from './notice.topics.ts';
