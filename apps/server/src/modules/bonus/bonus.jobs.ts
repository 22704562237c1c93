// The daily pairing settlement on the clock: shortly after midnight UTC it settles the day that
// just ended. Registered only when leg volumes can be read (the network module is wired).
import type { Db } from '../../db/client.ts';
import { SCHEDULED_QUEUE, type JobDeclaration } from '../../lib/jobs.ts';
import type { PairingReport } from './bonus.pairing.ts';
import type { BonusService } from './bonus.service.ts';

export const bonusJobNames = {
  pairing: 'bonus.pairing',
} as const;

/** 00:10 UTC: the day before is over, and the run finishes before the shop's busy hours. */
export const PAIRING_CRON = '10 0 * * *';

export interface BonusJobDeps {
  db: Db;
  bonus: BonusService;
}

/** The UTC day before `now`. */
export function previousDay(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)).toISOString().slice(0, 10);
}

/** Settles the day before `now`; safe to rerun (each member once per day). */
export async function settlePairing(deps: BonusJobDeps, now: Date): Promise<PairingReport> {
  return deps.bonus.pairing.settle(deps.db, previousDay(now), now, null);
}

/** The job declarations: none while the pairing has no leg volumes to read. */
export function bonusJobs(bonus: { pairing: { isAvailable: boolean } }): JobDeclaration<BonusJobDeps>[] {
  if (!bonus.pairing.isAvailable) return [];
  return [
    {
      name: bonusJobNames.pairing,
      queue: SCHEDULED_QUEUE,
      schedule: { cron: PAIRING_CRON, setting: 'the pairing schedule' },
      run: async (deps, { now, log }) => {
        const report = await settlePairing(deps, now);
        log(
          `${bonusJobNames.pairing}: ${report.day} settled ${report.members} members, paid ${report.paidMinor}, capped ${report.cappedMinor}`,
        );
        return {
          day: report.day,
          members: report.members,
          paidMinor: report.paidMinor,
          cappedMinor: report.cappedMinor,
        };
      },
    },
  ];
}
