/**
 * A process that runs one job under the job lease, for trying a takeover by hand (kill it with
 * SIGKILL while another instance runs): `node --import tsx server/test/helpers/job-holder.ts
 * <postgres url>`. Prints `leading` when it takes the lease and `ran` per round. jobs.test.ts
 * shows the takeover in one process, by ending the holder's lease connection.
 */
import { openDatabase } from '../../src/db/client';
import { jobLease } from '../../src/db/lease';
import { JobRunner } from '../../src/services/jobs';

const database = await openDatabase({ databaseUrl: process.argv[2] });
const jobs = new JobRunner(jobLease(database), {
  checkMs: 200,
  log: {
    info: (message) => {
      if (message.startsWith('job lease taken')) console.log('leading');
    },
    error: () => undefined,
  },
});
jobs.add({ name: 'test', intervalMs: 50, run: async () => void console.log('ran') });
jobs.start();
