// `npm run bench:admin`: how long the staff side's busiest reads take on a large caseload, one
// request at a time, next to the limit of the database underneath: the same reads' SQL alone.
// The kinds: the incidents list with a search term and a status filter, the incident tiles, the
// global search for a case reference and for a word, a user's detail with its four lists, and the
// linked cases of an incident over every money trail (about 1.25 per incident).
//
// The requests go through the real app in-process (`app.inject`, as the API tests do) with a
// caseworker's bearer token, so routing, access checks, validation, the queries and serialisation
// are all in the figure; only the socket is not. The contender of each request is its SQL alone:
// the function the route hands its work to (listStaffIncidents, searchEverything, findLinkedCases
// …), called with the very parameters the route would pass it (the same query string parsed by the
// route's own schema) through the same pool, without Fastify, the access check or the response
// serialisation. Each sample is timed both ways, side by side, the order alternating, so both meet
// the same machine and the same cache; a first check per kind and round makes sure both give the
// same answer.
//
// Absolute times move with the machine; the ratio to the SQL measured in the same run does not, or
// much less. Goals, on PostgreSQL with 1,000,000 incidents: every request's p99 at most 1.5 times
// its SQL's p99 plus 5 ms (the ratio request p99 / (1.5 x SQL p99 + 5 ms) at most 1; the 5 ms is
// the access check's two round trips and Fastify's own work), and, as the user's goal, every p99 at
// most 50 ms. Each figure is the median of 3 rounds over the same requests, as three runs would
// give. The last line is
// `admin: worst request/(1.5 SQL + 5 ms) R (kind); p99 max X ms`.
//
// Environment:
//   DATABASE_URL      a PostgreSQL server: the bench creates a database of its own on it and drops it
//                     afterwards (the one named is only used to connect). Without it, PGlite.
//   BENCH_INCIDENTS   incidents to fill in (1,000,000 on PostgreSQL, 100,000 on PGlite)
//   BENCH_REQUESTS    measured samples per kind and round (200), after a warm-up of 30
//   BENCH_SMOKE=1     a quick check that the bench works, not a measurement: 20,000 incidents, 20
//                     samples per kind after 5 warm-ups
//   BENCH_KEEP=1      keep the filled database afterwards and print where it is (for EXPLAIN)
//   BENCH_REUSE=url   measure on a database BENCH_KEEP kept (PostgreSQL) instead of filling one
//   BENCH_ONLY=text   only the kinds whose name contains it (for profiling one)
//   BENCH_PROFILE=dir a CPU profile of the measured rounds (not the fill) into dir, and its summary:
//                     where the time of the requests went, by the code that spent it. The profiler
//                     slows the requests a little; take the figures from a run without it
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { openConfiguredDatabase } from '../src/server/boot';
import { loadConfig } from '../src/server/kernel/config';
import type { Db } from '../src/server/kernel/db/client';
import { systemClock, type Clock } from '../src/server/dependencies';
import { staffUsers } from '../src/server/kernel/db/schema/index';
import { createStaffSession, findStaffBySessionToken } from '../src/server/features/auth/sessions';
import { markSessionProved } from '../src/server/features/auth/second-factor/session-marks';
import { listStaffIncidents, summariseIncidents } from '../src/server/features/incidents/list-staff-incidents';
import { findLinkedCases } from '../src/server/features/money-trails/find-linked-cases';
import { countMyWork, getMyWork } from '../src/server/features/work/my-work';
import { searchEverything } from '../src/server/features/overview/search-everything';
import { findUserRow } from '../src/server/features/users/find-user';
import { listUserApplications, listUserDocuments, listUserIncidents, listUserPayouts } from '../src/server/features/users/list-user-records';
import { presentStaffUser } from '../src/server/features/users/present-staff-user';
import { startJobRunner } from '../src/server/kernel/jobs/job-runner';
import { createMailer } from '../src/server/kernel/mail/mailer';
import { unlimitedRateLimits } from './unlimited-rate-limits';
import { createLocalDiskStorage, storageRoot } from '../src/server/kernel/storage/storage';
import { formatCaseReference } from '../src/shared/format/case-reference';
import { incidentListQuerySchema } from '../src/shared/incidents/staff-schema';
import { fraudTypes } from '../src/shared/incidents/fraud-types';
import { incidentStatuses } from '../src/shared/incidents/status';
import { globalSearchQuerySchema } from '../src/shared/overview/schema';
import { fillStaffData, type StaffFill } from './fill-staff-data';
import { startInProcessProfile } from './in-process-profile';
import { prepareDatabase, type PreparedDatabase } from './prepare-database';
import { summariseProfiles } from './profile-summary';
import { seededRandom, type Random } from './site-safety-look-alikes';

const GOAL_P99_MS = 50;
const GOAL_SQL_FACTOR = 1.5;
const GOAL_SQL_ALLOWANCE_MS = 5;
const GOAL_INCIDENTS = 1_000_000;
const ROUNDS = 3;
const SEED = 20261123;

const smoke = process.env.BENCH_SMOKE === '1';
const keep = process.env.BENCH_KEEP === '1';
const reuseUrl = process.env.BENCH_REUSE || undefined;
const only = process.env.BENCH_ONLY || undefined;
const profileDir = process.env.BENCH_PROFILE || undefined;
const serverUrl = process.env.DATABASE_URL || undefined;
const count = wholeNumber('BENCH_INCIDENTS', smoke ? 20_000 : serverUrl ? GOAL_INCIDENTS : 100_000);
const measured = wholeNumber('BENCH_REQUESTS', smoke ? 20 : 200);
const warmUps = smoke ? 5 : 30;

function wholeNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1 (got "${text}")`);
    process.exit(1);
  }
  return value;
}

// Words and phrases the fill puts in descriptions, each in a few per cent of them: a staff member
// searches for what victims write, so a search matches some cases, neither none nor all.
const searchWords = ['telegram', 'bitcoin', 'withdrawal', 'gift cards', 'whatsapp', 'inheritance', 'frozen account', 'courier', 'mining pool', 'lottery', 'refund', 'dating app', 'USDT', 'police', 'screenshots', 'arrest warrant'];

type Samples = { incidentIds: number[]; userIds: number[]; emails: string[]; platformNames: string[] };

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Records spread over the whole table (hash order), so the requests do not all hit one corner. */
async function loadSamples(db: Db): Promise<Samples> {
  const incidents = await rowsOf<{ id: number }>(db, sql`select id from fraud_incidents order by hashint4(id) limit 500`);
  const users = await rowsOf<{ id: number; email: string }>(
    db,
    sql`select id, email from user_profiles where password_hash = 'bench: no password' order by hashint4(id) limit 500`,
  );
  const platforms = await rowsOf<{ name: string }>(db, sql`select name from platforms order by hashint4(id) limit 200`);
  if (incidents.length === 0 || users.length === 0 || platforms.length === 0) throw new Error('the fill left nothing to ask for');
  return {
    incidentIds: incidents.map((r) => Number(r.id)),
    userIds: users.map((r) => Number(r.id)),
    emails: users.map((r) => r.email),
    platformNames: platforms.map((r) => r.name),
  };
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/** What a case worker types into the incidents search: a word, a platform, an address or part of one. */
function incidentSearchTerm(samples: Samples, random: Random): string {
  const roll = random();
  if (roll < 0.4) return pick(searchWords, random);
  if (roll < 0.6) return pick(samples.platformNames, random).split(' ')[0]!;
  if (roll < 0.8) return pick(samples.emails, random);
  return pick(samples.emails, random).split('@')[0]!.replace(/\d+$/, ''); // 'maria.garcia'
}

/**
 * One request and its contender: the path the app is asked for, and the call of the function its
 * route hands the work to, with the parameters the route would pass (parsed here, before timing).
 * `present` turns the contender's answer into the response's JSON where the route adds a step.
 */
type Sample = { path: string; sql: () => Promise<unknown>; present?: (answer: never) => unknown };
type Kind = { name: string; sample: (random: Random) => Sample };

function kinds(deps: { db: Db; clock: Clock }, samples: Samples, adminId: number, tagIds: number[] = []): Kind[] {
  const userId = (random: Random) => pick(samples.userIds, random);
  const userList = (name: string, path: string, list: typeof listUserIncidents | typeof listUserPayouts | typeof listUserDocuments | typeof listUserApplications): Kind => ({
    name,
    sample: (random) => {
      const id = userId(random);
      return { path: `/api/admin/users/${id}/${path}`, sql: () => list(deps, { id }) };
    },
  });
  const globalSearch = (q: string): Sample => {
    const query = globalSearchQuerySchema.parse({ q });
    return { path: `/api/admin/search?q=${encodeURIComponent(q)}`, sql: () => searchEverything(deps, { q: query.q }) };
  };
  return [
    {
      name: 'incidents list, search + status',
      sample: (random) => {
        const params = new URLSearchParams({
          q: incidentSearchTerm(samples, random),
          status: pick(incidentStatuses, random),
          page: String(random() < 0.8 ? 1 : 2 + Math.floor(random() * 3)),
          pageSize: '25',
        });
        const query = incidentListQuerySchema.parse(Object.fromEntries(params));
        return { path: `/api/admin/incidents?${params}`, sql: () => listStaffIncidents(deps, { ...query, askerId: adminId }) };
      },
    },
    // Issue 25: the owner filter (mine, or nobody's), with a fraud type, a reported month or a loss range.
    {
      name: 'incidents list, owner + filters',
      sample: (random) => {
        const params = new URLSearchParams({ owner: random() < 0.5 ? 'me' : 'unassigned', pageSize: '25' });
        const roll = random();
        if (roll < 0.4) params.set('fraudType', pick(fraudTypes, random));
        else if (roll < 0.7) {
          const month = `2026-${String(1 + Math.floor(random() * 10)).padStart(2, '0')}`;
          params.set('reportedFrom', `${month}-01`);
          params.set('reportedTo', `${month}-28`);
        } else params.set('minLoss', pick(['1000', '10000', '50000'], random));
        const query = incidentListQuerySchema.parse(Object.fromEntries(params));
        return { path: `/api/admin/incidents?${params}`, sql: () => listStaffIncidents(deps, { ...query, askerId: adminId }) };
      },
    },
    // Issue 26: a tag, or a response clock due soon or overdue, alone or with the owner filter.
    {
      name: 'incidents list, tag or due',
      sample: (random) => {
        const params = new URLSearchParams({ pageSize: '25' });
        const roll = random();
        if (roll < 0.4 && tagIds.length > 0) params.set('tag', String(pick(tagIds, random)));
        else params.set('due', roll < 0.7 ? 'soon' : 'overdue');
        if (random() < 0.3) params.set('owner', 'me');
        const query = incidentListQuerySchema.parse(Object.fromEntries(params));
        return { path: `/api/admin/incidents?${params}`, sql: () => listStaffIncidents(deps, { ...query, askerId: adminId }) };
      },
    },
    { name: 'my work (queues)', sample: () => ({ path: '/api/admin/my-work?limit=10', sql: () => getMyWork(deps, { adminId, limit: 10 }) }) },
    { name: 'my work counts (sidebar)', sample: () => ({ path: '/api/admin/my-work/counts', sql: () => countMyWork(deps, { adminId }) }) },
    { name: 'incident tiles (summary)', sample: () => ({ path: '/api/admin/incidents/summary', sql: () => summariseIncidents(deps) }) },
    { name: 'global search, reference', sample: (random) => globalSearch(formatCaseReference(pick(samples.incidentIds, random))) },
    { name: 'global search, word', sample: (random) => globalSearch(pick(searchWords, random)) },
    {
      name: 'user detail',
      sample: (random) => {
        const id = userId(random);
        return { path: `/api/admin/users/${id}`, sql: () => findUserRow(deps, { id }), present: presentStaffUser };
      },
    },
    userList('user incidents', 'incidents', listUserIncidents),
    userList('user payouts', 'payouts', listUserPayouts),
    userList('user documents', 'documents', listUserDocuments),
    userList('user recovery applications', 'recovery-applications', listUserApplications),
    // Issue 13: other cases sharing an account, through the generated key indexes, over every trail.
    {
      name: 'linked cases of an incident',
      sample: (random) => {
        const incidentId = pick(samples.incidentIds, random);
        return { path: `/api/admin/incidents/${incidentId}/linked`, sql: () => findLinkedCases(deps, { incidentId, adminId }) };
      },
    },
  ];
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => value.toFixed(1);
const thousands = (n: number) => n.toLocaleString('en-US');
/** The goal as one number: at most 1 meets it. */
const ratioToSql = (requestP99: number, sqlP99: number) => requestP99 / (GOAL_SQL_FACTOR * sqlP99 + GOAL_SQL_ALLOWANCE_MS);

type Round = { requestP50: number; requestP99: number; sqlP50: number; sqlP99: number; ratio: number; matched: number };
type Slowest = { requestMs: number; sqlMs: number; path: string };

const dataDir = await mkdtemp(join(tmpdir(), 'haven-bench-admin-'));
let filled: StaffFill | undefined;
let prepared: PreparedDatabase;
if (reuseUrl) {
  prepared = { env: { DATABASE_URL: reuseUrl }, cleanup: async () => {} };
} else {
  prepared = await prepareDatabase({
    serverUrl,
    dataDir,
    count,
    fill: async (db, n) => {
      filled = await fillStaffData(db, n);
    },
  });
}
const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'b'.repeat(40),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  ...prepared.env,
});
const database = await openConfiguredDatabase(config);
const app = await buildApp({
  config,
  database,
  storage: createLocalDiskStorage(storageRoot(dataDir)),
  mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, log: pino({ level: 'silent' }) }),
  // Jobs can be written (a mail the routes queue); no worker runs in a bench.
  jobs: await startJobRunner(database, config, pino({ level: 'silent' }), { schedule: false }),
  rateLimits: unlimitedRateLimits,
  logger: false,
});
let failed = false;
try {
  await app.ready();
  // A name of its own each run, so a kept database can be measured again (BENCH_REUSE).
  const suffix = randomBytes(3).toString('hex');
  const [staff] = await database.db
    .insert(staffUsers)
    .values({
      username: `bench-caseworker-${suffix}`,
      displayName: 'Bench Caseworker',
      email: `bench-caseworker-${suffix}@staff.example.org`,
      role: 'caseworker',
      passwordHash: 'bench: no password',
    })
    .returning();
  const { token } = await createStaffSession(database.db, staff!.id);
  // A production server asks staff for a second factor (issue 22): the session has passed one, as
  // a caseworker's would have, so the access check is the one every staff request pays.
  const identity = await findStaffBySessionToken(database.db, { token, now: new Date() });
  await database.db.transaction((tx) => markSessionProved(tx, { sessionId: identity!.sessionId, now: new Date(), secondFactor: true }));
  const headers = { authorization: `Bearer ${token}` };
  const samples = await loadSamples(database.db);
  // The caseworker owns 2,000 cases spread over the table, and a victim waits on 1 in 5 of those
  // and on 1 in 1,000 of the rest, as a day's queues would hold (issue 25's filters and My work).
  await database.db.execute(sql`
    insert into case_staff (incident_id, admin_user_id, is_owner, confirmed_at)
    select id, ${staff!.id}, true, now() from fraud_incidents
    where not exists (select 1 from case_staff s where s.incident_id = fraud_incidents.id and s.is_owner)
    order by hashint4(id + ${staff!.id}) limit 2000
    on conflict do nothing`);
  await database.db.execute(sql`
    update fraud_incidents f set awaiting_staff_since = f.updated_at
    where f.awaiting_staff_since is null
      and (f.id in (select incident_id from case_staff where admin_user_id = ${staff!.id} and hashint4(incident_id) % 5 = 0) or hashint4(f.id) % 1000 = 0)`);
  // Issue 26: five tags, each on a few per cent of the cases (one in 20 carries one), as a team's
  // labels would be; and replies on some cases, so the response clocks are of every kind.
  await database.db.execute(sql`insert into tags (name, colour) select 'Bench tag ' || n, 'blue' from generate_series(1, 5) n on conflict do nothing`);
  await database.db.execute(sql`
    insert into case_tags (incident_id, tag_id)
    select f.id, t.id from fraud_incidents f join tags t on t.name = 'Bench tag ' || (1 + hashint4(f.id + 7) % 5)
    where hashint4(f.id) % 20 = 0
    on conflict do nothing`);
  await database.db.execute(sql`update fraud_incidents set first_replied_at = created_at + interval '3 hours' where first_replied_at is null and hashint4(id + 3) % 3 = 0`);
  const tagIds = (await rowsOf<{ id: number }>(database.db, sql`select id from tags where name like 'Bench tag %' order by id`)).map((r) => Number(r.id));
  const incidents = reuseUrl ? Number((await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from fraud_incidents`))[0]!.n) : count;

  const setup = `${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${thousands(incidents)} incidents`;
  console.log(`database: ${setup}${smoke ? ' (smoke run: the figures mean nothing)' : ''}${reuseUrl ? ' (reused)' : ''}`);
  if (filled) {
    console.log(
      `  ${thousands(filled.emails)} victim addresses, ${thousands(filled.users)} user accounts, ${thousands(filled.applications)} applications, ` +
        `${thousands(filled.payouts)} payouts, ${thousands(filled.documents)} documents, ${thousands(filled.trails)} money trails`,
    );
  }
  console.log(
    `one at a time, as a caseworker: each request through the app and its SQL alone (the route's function, the same parameters), ` +
      `side by side; ${warmUps} warm-up and ${measured} measured per kind; median of ${ROUNDS} rounds${profileDir ? '; profiled' : ''}`,
  );

  const measuredKinds = kinds({ db: database.db, clock: systemClock }, samples, staff!.id, tagIds).filter((kind) => !only || kind.name.includes(only));
  if (measuredKinds.length === 0) throw new Error(`no kind's name contains "${only}"`);
  const rounds = new Map<string, Round[]>(measuredKinds.map((kind) => [kind.name, []]));
  const slowest = new Map<string, Slowest>();
  const profile = profileDir ? await startInProcessProfile(profileDir, `bench-admin-${suffix}`) : undefined;
  for (let round = 1; round <= ROUNDS; round++) {
    // The same requests each round, as three runs of the bench would ask.
    const random = seededRandom(SEED);
    for (const kind of measuredKinds) {
      const requestTimes: number[] = [];
      const sqlTimes: number[] = [];
      let matched = 0;
      for (let i = 0; i < warmUps + measured; i++) {
        const sample = kind.sample(random);
        const timeRequest = async () => {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url: sample.path, headers });
          const elapsed = performance.now() - started;
          if (response.statusCode !== 200) throw new Error(`${sample.path} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          return { elapsed, body: response.json() as unknown };
        };
        const timeSql = async () => {
          const started = performance.now();
          const answer = await sample.sql();
          return { elapsed: performance.now() - started, answer };
        };
        // Alternating which goes first, so neither always finds the other's pages in the cache.
        let request: Awaited<ReturnType<typeof timeRequest>>;
        let contender: Awaited<ReturnType<typeof timeSql>>;
        if (i % 2 === 0) {
          request = await timeRequest();
          contender = await timeSql();
        } else {
          contender = await timeSql();
          request = await timeRequest();
        }
        if (i === 0) {
          // The contender is only fair if it does the same work: the same answer, as JSON.
          const answer = sample.present ? sample.present(contender.answer as never) : contender.answer;
          if (!isDeepStrictEqual(JSON.parse(JSON.stringify(answer)), request.body)) {
            throw new Error(`${kind.name}: the SQL alone answered otherwise than ${sample.path}`);
          }
        }
        if (i < warmUps) continue;
        requestTimes.push(request.elapsed);
        sqlTimes.push(contender.elapsed);
        const seen = slowest.get(kind.name);
        if (!seen || request.elapsed > seen.requestMs) slowest.set(kind.name, { requestMs: request.elapsed, sqlMs: contender.elapsed, path: sample.path });
        const total = (request.body as { total?: unknown }).total;
        if (typeof total === 'number') matched += total;
      }
      requestTimes.sort((a, b) => a - b);
      sqlTimes.sort((a, b) => a - b);
      const requestP99 = percentile(requestTimes, 99);
      const sqlP99 = percentile(sqlTimes, 99);
      rounds.get(kind.name)!.push({
        requestP50: percentile(requestTimes, 50),
        requestP99,
        sqlP50: percentile(sqlTimes, 50),
        sqlP99,
        ratio: ratioToSql(requestP99, sqlP99),
        matched: matched / measured,
      });
    }
  }
  const profilePath = await profile?.stop();

  console.log(`  ${'kind'.padEnd(31)} ${'request p50/p99 ms'.padStart(19)}  ${'SQL p50/p99 ms'.padStart(15)}  ratio (rounds)           p99 <= ${GOAL_P99_MS} ms`);
  const results = measuredKinds.map((kind) => {
    const of = rounds.get(kind.name)!;
    const figure = (key: keyof Round) => median(of.map((round) => round[key]));
    return { name: kind.name, requestP50: figure('requestP50'), requestP99: figure('requestP99'), sqlP50: figure('sqlP50'), sqlP99: figure('sqlP99'), ratio: figure('ratio'), matched: figure('matched'), of };
  });
  for (const result of results) {
    const pair = (p50: number, p99: number) => `${ms(p50).padStart(6)} / ${ms(p99).padStart(6)}`;
    const perRound = result.of.map((round) => round.ratio.toFixed(2)).join(' ');
    const held = result.requestP99 <= GOAL_P99_MS ? 'held' : 'NOT held';
    const matches = result.name.startsWith('incidents list') ? `, ${thousands(Math.round(result.matched))} matches on average` : '';
    console.log(
      `  ${result.name.padEnd(31)} ${pair(result.requestP50, result.requestP99).padStart(19)}  ${pair(result.sqlP50, result.sqlP99).padStart(15)}  ` +
        `${result.ratio.toFixed(2)} (${perRound})`.padEnd(25) + held + matches,
    );
    // Where to start an EXPLAIN (BENCH_KEEP=1) or a profile (BENCH_REUSE, BENCH_ONLY, BENCH_PROFILE).
    if (result.ratio > 1 || result.requestP99 > GOAL_P99_MS) {
      const worst = slowest.get(result.name)!;
      console.log(`    slowest: ${ms(worst.requestMs)} ms (its SQL ${ms(worst.sqlMs)} ms) for ${decodeURIComponent(worst.path)}`);
    }
  }

  const onGoalSetup = database.kind === 'postgres' && incidents >= GOAL_INCIDENTS && measuredKinds.length === kinds({ db: database.db, clock: systemClock }, samples, 0, tagIds).length;
  const note = onGoalSetup ? '' : ` (on ${setup}${only ? `, only "${only}"` : ''}; the goals are for PostgreSQL with ${thousands(GOAL_INCIDENTS)}, every kind)`;
  const missed = (meets: (r: (typeof results)[number]) => boolean) => {
    const names = results.filter((r) => !meets(r)).map((r) => r.name);
    return names.length === 0 ? 'met' : `not met by ${names.join(', ')}`;
  };
  console.log(`goal, every request p99 at most ${GOAL_SQL_FACTOR} x its SQL p99 + ${GOAL_SQL_ALLOWANCE_MS} ms: ${missed((r) => r.ratio <= 1)}${note}`);
  console.log(`goal, every p99 at most ${GOAL_P99_MS} ms: ${missed((r) => r.requestP99 <= GOAL_P99_MS)}${note}`);
  if (profilePath) console.log(await summariseProfiles(profileDir!));
  const worst = results.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  console.log(
    `admin: worst request/(${GOAL_SQL_FACTOR} SQL + ${GOAL_SQL_ALLOWANCE_MS} ms) ${worst.ratio.toFixed(2)} (${worst.name}); ` +
      `p99 max ${ms(Math.max(...results.map((r) => r.requestP99)))} ms`,
  );
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await app.close();
  await app.jobs.stop();
  await database.close();
  if (keep || reuseUrl) {
    console.log(`kept: ${prepared.env.DATABASE_URL || `PGlite data in ${join(dataDir, 'db')}`}`);
  } else {
    await prepared.cleanup();
  }
  if (!(keep && !prepared.env.DATABASE_URL)) await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
