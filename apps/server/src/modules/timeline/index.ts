export { TimelineService } from './timeline.service.ts';
export { TimelineModeration } from './timeline.moderation.ts';
export { timelineRoutes, type TimelineRouteDeps } from './timeline.routes.ts';
