/**
 * Background jobs on exactly one instance: every instance runs a `JobRunner`, and
 * only the one holding the job lease (`db/lease.ts`: a PostgreSQL advisory lock on a connection
 * of its own; on PGlite, one process, always held) runs the jobs. The others check every
 * `checkMs` and take over within seconds when the holder dies (its connection closes and
 * PostgreSQL releases the lock). Jobs must still be safe to run twice (the reminders claim each
 * send in the database): a lease can be lost while a round is under way.
 *
 * Registering a job is one line: `jobs.add({ name, intervalMs, run })`.
 */
/**
 * The right to run the background jobs, held by at most one instance at a time; on PostgreSQL an
 * advisory lock (`db/lease.ts`), on PGlite always held.
 */
export interface Lease {
  /** True when this instance holds the lease now (taking it when free); never throws. */
  hold(): Promise<boolean>;
  /** Gives the lease up (on close), so another instance takes over at its next check. */
  release(): Promise<void>;
}

/** A job: `run` right after this instance starts running jobs, then every `intervalMs`. */
export interface Job {
  name: string;
  intervalMs: number;
  /** One round; a failure is reported and the next round runs as usual. */
  run(): Promise<void>;
}

/**
 * Runs `round` when started and then every `intervalMs`, one round at a time. A round's
 * failure is reported and the next one runs as usual; `stop()` waits for a round in progress.
 */
export class Repeating<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly round: () => Promise<T>,
    private readonly intervalMs: number,
    private readonly report: {
      done(result: T): void;
      failed(error: unknown): void;
    },
  ) {}

  start(): void {
    if (this.stopped || this.timer || this.running) return;
    // The first round runs right after start-up, not during it.
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.round()
        .then((result) => this.report.done(result))
        .catch((error: unknown) => this.report.failed(error))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.intervalMs);
        });
    }, delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

export interface JobRunnerOptions {
  /** How often the lease is checked (held: still held; not held: taken when free). */
  checkMs?: number;
  log: {
    info(message: string): void;
    error(error: unknown, message: string): void;
  };
  /** Told after every round of every job (the metrics' last run per job). */
  onRound?(job: string, result: 'ok' | 'failed'): void;
}

export const DEFAULT_LEASE_CHECK_MS = 2_000;

export class JobRunner {
  private readonly jobs: Job[] = [];
  private running: Repeating<void>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private closed = false;
  private readonly checkMs: number;

  constructor(
    private readonly lease: Lease,
    private readonly options: JobRunnerOptions,
  ) {
    this.checkMs = options.checkMs ?? DEFAULT_LEASE_CHECK_MS;
  }

  add(job: Job): void {
    this.jobs.push(job);
  }

  get size(): number {
    return this.jobs.length;
  }

  /** True while this instance runs the jobs. */
  get leading(): boolean {
    return this.running.length > 0;
  }

  start(): void {
    if (this.closed || this.timer || this.jobs.length === 0) return;
    this.tick(0);
  }

  private tick(delay: number) {
    this.timer = setTimeout(() => {
      this.checking = this.check().finally(() => {
        this.checking = undefined;
        if (!this.closed) this.tick(this.checkMs);
      });
    }, delay);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    const held = await this.lease.hold();
    if (this.closed) return;
    if (held && !this.leading) {
      this.options.log.info(
        `job lease taken: this instance runs the background jobs (${this.jobs.map((j) => j.name).join(', ')})`,
      );
      this.running = this.jobs.map(
        (job) =>
          new Repeating(job.run, job.intervalMs, {
            done: () => this.options.onRound?.(job.name, 'ok'),
            failed: (error) => {
              this.options.log.error(error, `job ${job.name}: round failed`);
              this.options.onRound?.(job.name, 'failed');
            },
          }),
      );
      for (const job of this.running) job.start();
    } else if (!held && this.leading) {
      this.options.log.info('job lease lost: this instance stops running the background jobs');
      // A round under way is not awaited (it may be waiting on the lost database); the jobs
      // tolerate it overlapping with the new holder's first round.
      const stopping = this.running;
      this.running = [];
      for (const job of stopping) void job.stop();
    }
  }

  /** Stops the jobs (a round in progress is awaited) and gives the lease up. */
  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.checking;
    const stopping = this.running;
    this.running = [];
    await Promise.all(stopping.map((job) => job.stop()));
    await this.lease.release();
  }
}
