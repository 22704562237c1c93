export { BonusService } from './bonus.service.ts';
export { bonusSubscribers } from './bonus.subscribers.ts';
export { bonusJobNames, bonusJobs, PAIRING_CRON, previousDay, settlePairing, type BonusJobDeps } from './bonus.jobs.ts';
export type { PairingLegs, PairingReport } from './bonus.pairing.ts';
export { bonusRoutes, type BonusRouteDeps } from './bonus.routes.ts';
