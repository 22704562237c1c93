export { FaqService } from './support.faq.ts';
export { FeedbackService } from './support.feedback.ts';
export { supportRoutes, type SupportRouteDeps } from './support.routes.ts';
export { supportAdminRoutes, type SupportAdminRouteDeps } from './support.admin.routes.ts';
