// The one shape of a background job. Each module (or workflow) declares its jobs beside the code
// they run, taking only the dependencies they name; jobs/index.ts collects the declarations and
// runs them on the queue, so the runner knows no job and no job knows the queue.

/** How the queue keeps a job's runs: one at a time or many, and how a failed run is retried. */
export interface JobQueueOptions {
  /**
   * `singleton`: one active run at a time across every process; `standard`: as many as are sent;
   * `stately`: one queued and one active (a nudge sent while one waits is dropped); `exclusive`:
   * one queued or active per singleton key.
   */
  policy: 'singleton' | 'standard' | 'stately' | 'exclusive';
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /** Each retry waits longer than the one before. */
  retryBackoff: boolean;
}

/** A scheduled job's queue: a run never overlaps another, and a failed one is retried with backoff. */
export const SCHEDULED_QUEUE: JobQueueOptions = {
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
};

/**
 * The batch of a job sent per event (a delivery, a refund): a burst of them is worked off at once
 * instead of one per poll, and one slow run holds up at most this many.
 */
export const SENT_JOBS_BATCH = 10;

/** What one run is given besides its dependencies. */
export interface JobRun {
  /** The time the run works to (the clock, or a test's chosen moment through the plain function). */
  now: Date;
  /** The data the job was sent with (`{}` for a scheduled run): JSON from the queue, so check it. */
  data: object;
  /** The jobs log (`[jobs]` in the server's output). */
  log: (line: string) => void;
}

/** How one sent job is kept: `singletonKey` keeps one per key, as the queue's policy says. */
export interface SendOptions {
  singletonKey?: string;
}

/** A job sent by the shop when something happens, instead of (or besides) the clock. */
export interface JobSender<Deps> {
  /** Who sends it, for the start line in the log ("sent by each cancel with a QR part"). */
  description: string;
  /** Hands the job's sender to whatever announces the work; answers what detaches it at stop. */
  attach: (deps: Deps, send: (data: object, options?: SendOptions) => Promise<unknown>) => () => void;
}

/**
 * A job as its module declares it. `Deps` is the smallest set of services it needs; the runner
 * passes the shop's services, so a declaration whose needs the shop cannot meet does not compile.
 */
export interface JobDeclaration<Deps> {
  /** Stable queue name, `<module>.<what>`: renaming it orphans queued jobs and schedules. */
  name: string;
  queue: JobQueueOptions;
  /** A UTC cron and where it comes from (named in the error an invalid cron raises); none for a job only sent. */
  schedule?: { cron: string; setting: string };
  sentBy?: JobSender<Deps>;
  /**
   * Jobs a worker takes per fetch, run one after another (1 when absent). A full batch fetches again
   * at once, so a backlog of sent jobs drains without waiting out the poll between each.
   */
  batchSize?: number;
  /** One run; its answer is kept on the queue's job row (state, output). Throwing makes the queue retry. */
  run: (deps: Deps, job: JobRun) => Promise<object>;
}
