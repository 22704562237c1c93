// The network's background job: members that joined before the network existed (or whose
// sign-up event is still on its way) are placed, oldest first, so the tree never misses anyone.
import type { Db } from '../../db/client.ts';
import { SCHEDULED_QUEUE, type JobDeclaration } from '../../lib/jobs.ts';
import type { NetworkService } from './network.service.ts';

export const networkJobNames = { placeMissing: 'network.place-missing' } as const;

export interface NetworkJobDeps {
  db: Db;
  network: NetworkService;
}

/** Every hour; the first run after an upgrade places the existing members. */
export const PLACE_MISSING_CRON = '17 * * * *';

export const networkJobs: JobDeclaration<NetworkJobDeps>[] = [
  {
    name: networkJobNames.placeMissing,
    queue: SCHEDULED_QUEUE,
    schedule: { cron: PLACE_MISSING_CRON, setting: 'the network schedule' },
    run: async (deps, { log }) => {
      const placed = await deps.network.placeMissing(deps.db);
      if (placed > 0) log(`${networkJobNames.placeMissing}: placed ${placed} members`);
      return { placed };
    },
  },
];
