// Where the journeys' time goes, from Playwright's JSON report of a run with E2E_TIMINGS=1
// (portal/e2e/fixtures.ts notes the logins, page loads, axe, IBM and ARIA snapshots):
//   E2E_TIMINGS=1 PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/j.json \
//     node scripts/test-e2e.mjs --no-build --reporter=json <files>
//   node scripts/journey-timings.mjs /tmp/j.json
// prints the wall time, each worker's busy and idle seconds, the time per project, the sums of the
// noted parts and the slowest journeys.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const runs = [];
const visit = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        runs.push({
          title: `${file ?? suite.file} › ${spec.title}`,
          project: test.projectName,
          worker: result.parallelIndex,
          start: Date.parse(result.startTime),
          duration: result.duration,
          status: result.status,
          retry: result.retry,
          parts: (result.annotations ?? test.annotations ?? [])
            .filter((a) => a.type === 'timing')
            .map((a) => a.description.split(' ')),
        });
      }
    }
  }
  for (const child of suite.suites ?? []) visit(child, file ?? suite.file);
};
for (const suite of report.suites) visit(suite);
if (runs.length === 0) throw new Error('no journeys in the report');

const s = (ms) => (ms / 1000).toFixed(1);
const first = Math.min(...runs.map((r) => r.start));
const last = Math.max(...runs.map((r) => r.start + r.duration));
const busy = runs.reduce((sum, r) => sum + r.duration, 0);
console.log(
  `${runs.length} runs (${runs.filter((r) => r.retry > 0).length} second tries, ` +
    `${runs.filter((r) => r.status !== 'passed').length} not passed): ` +
    `first start to last end ${s(last - first)} s, worker time ${s(busy)} s, ` +
    `${s(busy / runs.length)} s a journey`,
);
const workers = [...new Set(runs.map((r) => r.worker))].sort();
for (const w of workers) {
  const mine = runs.filter((r) => r.worker === w);
  const used = mine.reduce((sum, r) => sum + r.duration, 0);
  console.log(
    `worker ${w}: ${mine.length} runs, busy ${s(used)} s, idle ${s(last - first - used)} s`,
  );
}
for (const project of [...new Set(runs.map((r) => r.project))]) {
  const mine = runs.filter((r) => r.project === project);
  const from = Math.min(...mine.map((r) => r.start));
  const to = Math.max(...mine.map((r) => r.start + r.duration));
  const used = mine.reduce((sum, r) => sum + r.duration, 0);
  console.log(
    `project ${project}: ${mine.length} runs, ${s(from - first)}–${s(to - first)} s, ` +
      `worker time ${s(used)} s`,
  );
}
const parts = new Map();
for (const r of runs) {
  for (const [what, ms] of r.parts) {
    const part = parts.get(what) ?? { count: 0, ms: 0 };
    part.count += 1;
    part.ms += Number(ms);
    parts.set(what, part);
  }
}
for (const [what, { count, ms }] of parts) {
  console.log(
    `${what}: ${count} × ${(ms / count / 1000).toFixed(2)} s = ${s(ms)} s (${((100 * ms) / busy).toFixed(0)} %)`,
  );
}
console.log('slowest:');
for (const r of [...runs].sort((a, b) => b.duration - a.duration).slice(0, 15)) {
  console.log(`  ${s(r.duration).padStart(6)} s  [${r.project}] ${r.title}`);
}
