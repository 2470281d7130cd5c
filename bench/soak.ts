// `npm run soak`: mixed traffic of victims (searches, reports with evidence, messages to the case
// team) from many clients for a set time against the production build, then the checks: every
// acknowledged write present (each evidence file by SHA-256), every confirmation mail delivered
// once (by Message-ID), no evidence file without a row. Prints 5xx, timeouts, p50/p99 per kind and
// the server's resident memory at the start, at its peak and at the end. Exits 1 when anything
// acknowledged was lost or a mail went twice.
//
// Environment:
//   DATABASE_URL   a PostgreSQL server (the run makes a database of its own and drops it after);
//                  without it, PGlite in the server's data folder
//   SOAK_SECONDS   how long the traffic runs (180)
//   SOAK_CLIENTS   clients at once (50)
//   SOAK_VICTIMS   signed-in victims writing messages (200)
import { startSoakEnvironment } from './soak/environment';
import { describeFigures, emptyFigures, runTraffic, type Acknowledged } from './soak/traffic';
import { describeVerdict, lostAndDoubled, verify } from './soak/verify';

const seconds = Number(process.env.SOAK_SECONDS ?? 180);
const clients = Number(process.env.SOAK_CLIENTS ?? 50);
const victimCount = Number(process.env.SOAK_VICTIMS ?? 200);

const soak = await startSoakEnvironment({ victims: victimCount });
let failed: boolean;
try {
  console.log(`soak: ${clients} clients for ${seconds} s on ${soak.kind}, production build`);
  const rssStart = soak.rss();
  let rssPeak = rssStart;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, soak.rss())), 1000);
  const acknowledged: Acknowledged = { reports: [], messages: [] };
  const figures = emptyFigures();
  const end = Date.now() + seconds * 1000;
  await runTraffic({ baseUrl: soak.baseUrl, clients, victims: soak.victims, until: () => Date.now() > end, acknowledged, figures });
  const settled = await soak.mailSettled();
  clearInterval(sampler);
  const rssEnd = soak.rss();
  for (const line of describeFigures(figures)) console.log(line);
  console.log(`  server RSS: ${rssStart.toFixed(0)} MB at the start, ${rssPeak.toFixed(0)} MB at the peak, ${rssEnd.toFixed(0)} MB at the end`);
  if (!settled) console.log('  the outbox did not empty within 3 minutes of the traffic stopping');
  await soak.stopServer('SIGTERM');
  const database = await soak.openForChecks();
  const verdict = await verify(database.db, soak.dataDir, acknowledged, soak.mail.mails).finally(() => database.close());
  for (const line of describeVerdict(verdict)) console.log(line);
  const { lost, doubled } = lostAndDoubled(verdict);
  const serverErrors = Object.values(figures).reduce((sum, f) => sum + f.serverErrors + f.unavailable, 0);
  console.log(`soak: lost ${lost}, doubled ${doubled}, 5xx ${serverErrors}`);
  failed = lost > 0 || doubled > 0 || !settled;
} finally {
  await soak.close();
}
process.exit(failed ? 1 : 0);
