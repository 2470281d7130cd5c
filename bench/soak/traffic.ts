// Mixed traffic of victims for the soak and fault runs: searches, reports with an evidence file,
// messages to the case team and sign-ins (argon2, the memory and CPU a sign-in costs), from many clients at once, each request with a 10-s deadline.
// Every write the server acknowledged is remembered, so the run can check afterwards that it is
// there (verify.ts). Each request names an address of its own (X-Forwarded-For, the server trusts
// loopback), as many victims would: the per-client budgets are not what a soak measures.
import { createHash, randomBytes } from 'node:crypto';
import { samplePdf } from '../../src/server/test/sample-files';

export type Kind = 'search' | 'report' | 'message' | 'signin';
export type KindFigures = {
  requests: number;
  ok: number;
  /** 5xx other than 503: a fault of the server's own. */
  serverErrors: number;
  /** 503: the server said at once it cannot now (the database away, sign-in full), with Retry-After. */
  unavailable: number;
  /** What the 503s said, and how often. */
  unavailableBecause: Record<string, number>;
  timeouts: number;
  refused: number;
  refusedByServer: number;
  latencies: number[];
};
export type AcknowledgedReport = { incidentId: number; caseReference: string; victimEmail: string; sha256: string; mailed: boolean };
export type Acknowledged = { reports: AcknowledgedReport[]; messages: number[] };
export type Victim = { email: string; password: string; cookie: string; incidentId: number };

const DEADLINE_MS = 10_000;
const kinds: Kind[] = ['search', 'report', 'search', 'message', 'search', 'signin'];

const someAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;

export function emptyFigures(): Record<Kind, KindFigures> {
  const figures = () => ({ requests: 0, ok: 0, serverErrors: 0, unavailable: 0, unavailableBecause: {}, timeouts: 0, refused: 0, refusedByServer: 0, latencies: [] });
  return { search: figures(), report: figures(), message: figures(), signin: figures() };
}

/** One request of `kind`; what it acknowledged goes into `acknowledged`. */
async function one(kind: Kind, baseUrl: string, victims: Victim[], run: string, n: number, acknowledged: Acknowledged): Promise<Response> {
  const headers = { 'x-forwarded-for': someAddress() };
  const signal = AbortSignal.timeout(DEADLINE_MS);
  if (kind === 'search') {
    return fetch(`${baseUrl}/api/search?email=${encodeURIComponent(`soak-search-${run}-${n}@example.org`)}`, { headers, signal });
  }
  if (kind === 'signin') {
    const victim = victims[n % victims.length]!;
    return fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email: victim.email, password: victim.password }),
      signal,
    });
  }
  if (kind === 'message') {
    const victim = victims[n % victims.length]!;
    const res = await fetch(`${baseUrl}/api/messages`, {
      method: 'POST',
      headers: { ...headers, cookie: victim.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: 'Case Manager', content: `Soak message ${run}-${n}`, recoveryId: victim.incidentId }),
      signal,
    });
    if (res.status === 201) acknowledged.messages.push(((await res.clone().json()) as { messages: { id: number }[] }).messages[0]!.id);
    return res;
  }
  const victimEmail = `soak-${run}-${n}@example.org`;
  const file = samplePdf(1_000 + (n % 20_000));
  const form = new FormData();
  const fields = {
    victimEmail,
    platformName: `Soak Platform ${n % 50}`,
    incidentDate: '2026-01-10',
    lossAmount: `${100 + (n % 9000)}.00`,
    description: `A soak report, number ${n}, with one statement attached.`,
    fraudType: 'cryptocurrency_fraud',
    submissionKey: randomBytes(16).toString('hex'),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('evidence', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'statement.pdf');
  const res = await fetch(`${baseUrl}/api/report-incident`, { method: 'POST', headers, body: form, signal });
  if (res.status === 201) {
    const body = (await res.clone().json()) as { incident: { id: number; caseReference: string }; confirmation: string };
    acknowledged.reports.push({
      incidentId: body.incident.id,
      caseReference: body.incident.caseReference,
      victimEmail,
      sha256: createHash('sha256').update(file).digest('hex'),
      mailed: body.confirmation === 'email_sent',
    });
  }
  return res;
}

/**
 * `clients` loops, each sending one request after another until `until` says stop. Figures per
 * kind: answered 2xx, 5xx, refused by the server (other 4xx, such as 429), timed out, or not
 * reached at all (connection refused or reset: the server down).
 */
export async function runTraffic(options: { baseUrl: string; clients: number; victims: Victim[]; until: () => boolean; acknowledged: Acknowledged; figures: Record<Kind, KindFigures> }) {
  const run = randomBytes(3).toString('hex');
  let counter = 0;
  const client = async () => {
    while (!options.until()) {
      const n = counter++;
      const kind = kinds[n % kinds.length]!;
      const figures = options.figures[kind];
      figures.requests += 1;
      const started = performance.now();
      try {
        const res = await one(kind, options.baseUrl, options.victims, run, n, options.acknowledged);
        const body = await res.text();
        figures.latencies.push(performance.now() - started);
        if (res.status === 503) {
          figures.unavailable += 1;
          const because = (JSON.parse(body || '{}') as { message?: string }).message ?? 'no message';
          figures.unavailableBecause[because] = (figures.unavailableBecause[because] ?? 0) + 1;
          // As a browser would, not at once again: the answer says to wait (Retry-After).
          await new Promise((resolve) => setTimeout(resolve, 200));
        } else if (res.status >= 500) figures.serverErrors += 1;
        else if (res.status >= 400) figures.refusedByServer += 1;
        else figures.ok += 1;
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') figures.timeouts += 1;
        else figures.refused += 1;
        // Not reached: wait a moment instead of spinning while the server is away.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function describeFigures(figures: Record<Kind, KindFigures>): string[] {
  const because = new Map<string, number>();
  for (const f of Object.values(figures)) for (const [message, n] of Object.entries(f.unavailableBecause)) because.set(message, (because.get(message) ?? 0) + n);
  return [...Object.entries(figures).map(
    ([kind, f]) =>
      `  ${kind.padEnd(7)} ${f.requests} requests: ${f.ok} ok, ${f.serverErrors} 5xx, ${f.unavailable} 503 (unavailable for now), ${f.refusedByServer} refused (4xx), ${f.timeouts} timed out, ${f.refused} not reached; ` +
      `p50 ${percentile(f.latencies, 50).toFixed(0)} ms, p99 ${percentile(f.latencies, 99).toFixed(0)} ms`,
  ), ...[...because].map(([message, n]) => `  503 "${message}": ${n}`)];
}
