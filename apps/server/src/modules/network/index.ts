export { NetworkService } from './network.service.ts';
export type { PairableLeg, MpActivation } from './network.volumes.ts';
export { networkSubscribers } from './network.subscribers.ts';
export { networkRoutes, type NetworkRouteDeps } from './network.routes.ts';
export { networkJobs, networkJobNames, type NetworkJobDeps } from './network.jobs.ts';
