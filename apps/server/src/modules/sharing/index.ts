export { SharingService, type SharingDeps } from './sharing.service.ts';
export { sharingRoutes, type SharingRouteDeps } from './sharing.routes.ts';
export { sharingSubscribers } from './sharing.subscribers.ts';
export { sharerOf, SHARE_MIN_LEVEL } from './sharing.members.ts';
export { cashbackKey } from './sharing.cashback.ts';
