/**
 * Server memory during eight concurrent 19.9 MB attachment uploads: once from one
 * session (at most two are read at once, the rest answer 429) and once from eight debtors'
 * sessions. Files stream to a temporary file and into the database in 4 MB pieces.
 * Prints the server process's resident memory before and at its peak (sampled every 20 ms).
 *
 *   node --import tsx server/bench/upload-memory.ts      (PORT, default 4400; PostgreSQL)
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, loginWeak, ServerProcess, sleep, sessionHeaders } from './harness';

const PORT = Number(process.env.PORT ?? 4400);
const SIZE = 19_900_000;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Eight debtors (demo personas 1-8), so each has its own daily allowance of attachments. */
const PERSONAS = [
  ['1000001', '11111111'],
  ['2000001', '22222222'],
  ['3000001', '33333333'],
  ['4000001', '44444444'],
  ['5000001', '55555555'],
  ['6000001', '66666666'],
  ['7000001', '77777777'],
  ['8000001', '88888888'],
] as const;

async function upload(base: string, token: string, orderNr: string, pdf: Blob): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    orderNr,
    registerDate: '2026-01-15',
    headerText: 'Memory',
    text: 'Upload memory benchmark.',
    email: 'aino@example.org',
    language: 'fi',
  })) {
    form.append(name, value);
  }
  form.append('files', pdf, 'big.pdf');
  const res = await fetch(`${base}/api/orders/contactRequest`, {
    method: 'POST',
    headers: { ...sessionHeaders(token) },
    body: form,
  }).catch(() => null);
  await res?.body?.cancel();
  return res?.status ?? -1;
}

const scratch = await createScratchDatabase('portal_upload_memory');
const server = new ServerProcess({
  port: PORT,
  dataDir: mkdtempSync(join(tmpdir(), 'upload-memory-')),
  databaseUrl: scratch.url,
  logFile: join(tmpdir(), `upload-memory-${process.pid}.log`),
});
try {
  await server.ready();
  const bytes = Buffer.alloc(SIZE, 0x20);
  bytes.write('%PDF-1.4\n');
  const pdf = new Blob([bytes]);
  for (const mode of ['one session', 'eight sessions'] as const) {
    const sessions: { token: string; orderNr: string }[] = [];
    for (const [orderNr, onlineId] of PERSONAS.slice(0, mode === 'one session' ? 1 : 8)) {
      sessions.push({ token: (await loginWeak(server.base, orderNr, onlineId))!, orderNr });
    }
    await sleep(1000);
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const { token, orderNr } = sessions[i % sessions.length]!;
        return upload(server.base, token, orderNr, pdf);
      }),
    );
    clearInterval(sampler);
    const counts = statuses.reduce<Record<number, number>>(
      (all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }),
      {},
    );
    console.log(
      `${mode}: 8 × ${(SIZE / 1e6).toFixed(1)} MB in ${Date.now() - started} ms, answers ${JSON.stringify(counts)}, server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak`,
    );
    await sleep(2000);
  }
} finally {
  await server.stop();
  await scratch.drop();
}
