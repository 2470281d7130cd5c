// `npx tsx bench/upload-memory.ts`: the production server's resident memory while four anonymous
// reports of ten 10 MB files each arrive at once, three rounds, and after (issue 22 §2: this once
// went from 145 MB to 567 MB and stayed there). Each report comes from its own address (through
// TRUST_PROXY=loopback), so the per-sender evidence budget (100 MB) admits each exactly.
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, freePort, rssMb, startBenchServer } from './process-tools';

const MB = 1024 * 1024;
const FILES = 10;
const FILE_BYTES = 10 * MB;
const PARALLEL = 4;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const BOUNDARY = '----haven-upload-memory';

function field(name: string, value: string): Buffer {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
}

/** One report, its files produced as the socket drains, never whole in this process either. */
function sendReport(port: number, clientAddress: string, fileBytes = FILE_BYTES): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/report-incident', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-forwarded-for': clientAddress } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    const fields = {
      victimEmail: `memory-${clientAddress.replace(/\./g, '-')}@example.com`,
      platformName: 'Memory Traders',
      incidentDate: '2026-01-10',
      lossAmount: '1200.00',
      description: 'A bench report with ten large statements attached.',
      fraudType: 'cryptocurrency_fraud',
    };
    const parts: (() => Buffer)[] = Object.entries(fields).map(([name, value]) => () => field(name, value));
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    for (let file = 0; file < FILES; file++) {
      parts.push(() => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="evidence"; filename="statement-${file}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`));
      const fillChunks = Math.floor((fileBytes - 9) / chunk.length);
      for (let i = 0; i < fillChunks; i++) parts.push(() => chunk);
      parts.push(() => Buffer.alloc(fileBytes - 9 - fillChunks * chunk.length, 0x20));
      parts.push(() => Buffer.from('\r\n'));
    }
    parts.push(() => Buffer.from(`--${BOUNDARY}--\r\n`));
    let next = 0;
    const pump = () => {
      while (next < parts.length) {
        if (!req.write(parts[next++]!())) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

async function main(): Promise<void> {
  buildServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'haven-upload-memory-'));
  const port = await freePort();
  const server = await startBenchServer({ port, dataDir, env: { TRUST_PROXY: 'loopback' } });
  try {
    // A first round of small reports warms what any first request does (compiled code, pools).
    const warmUp = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => sendReport(port, `198.51.100.${i + 1}`, 64 * 1024)));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const start = rssMb(server.pid!);
    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 50);
    const statuses: number[] = [];
    const afterRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const sent = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => sendReport(port, `192.0.2.${round * PARALLEL + i + 1}`)));
      statuses.push(...sent);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      afterRound.push(rssMb(server.pid!));
    }
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const end = rssMb(server.pid!);
    const stored = ROUNDS * PARALLEL * FILES * FILE_BYTES;
    console.log(`statuses: warm-up ${warmUp.join(' ')}; ${statuses.join(' ')}`);
    console.log(`uploaded ${(stored / MB).toFixed(0)} MB in ${ROUNDS} rounds of ${PARALLEL} reports x ${FILES} files x 10 MB`);
    console.log(`RSS before ${start.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after each round ${afterRound.map((v) => v.toFixed(0)).join(' / ')} MB, 5 s later ${end.toFixed(0)} MB`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
