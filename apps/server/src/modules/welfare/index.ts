export { WelfareService, VIP_LEVEL, type WelfareDeps, type WelfareGrant } from './welfare.service.ts';
export { welfareSubscribers } from './welfare.subscribers.ts';
export { welfareRoutes, type WelfareRouteDeps } from './welfare.routes.ts';
