// What a soak or fault run stands on: the production build started as `npm start` starts it, on
// a fresh database (PostgreSQL reached through a TCP proxy of the run's own, so the run can cut it,
// or PGlite in the server's data folder), a mail sink in this process, and victims signed in with
// a confirmed case each, to write messages on.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../../src/server/kernel/db/client';
import { SESSION_COOKIE } from '../../src/server/kernel/plugins/access';
import { selectRows } from '../../src/server/kernel/db/select-rows';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { createStaffSession, createVictimSession } from '../../src/server/features/auth/sessions';
import { setSettingValue } from '../../src/server/features/settings/queries';
import { startTcpProxy, throughProxy, type TcpProxy } from '../../src/server/test/tcp-proxy';
import { prepareDatabase } from '../prepare-database';
import { buildServer, freePort, rssMb, startBenchServer } from '../process-tools';
import { startMailSink, type MailSink } from './mail-sink';
import type { Victim } from './traffic';

const METRICS_TOKEN = 'soak-metrics-token-0123456789';
const SOAK_PASSWORD = 'soak-victim-password-2026';

/** A staff member (for a bulk send), bulk mail unpaced, and `count` victims with a case each. */
async function fillVictims(db: Db, count: number, victims: Victim[], staff: { token?: string }): Promise<void> {
  const [admin] = await selectRows<{ id: number }>(
    db,
    sql`insert into admin_users (username, display_name, email, role, password_hash)
        values ('soak-admin', 'Soak Admin', 'soak-admin@staff.example.org', 'admin', 'soak: no password') returning id`,
  );
  staff.token = (await createStaffSession(db, admin!.id)).token;
  // As if it had passed its second factor: production opens no staff data to a password alone.
  await db.execute(sql`update sessions set second_factor_at = now() where admin_user_id = ${admin!.id}`);
  await setSettingValue(db, 'bulk_mail_per_second', '0');
  const passwordHash = await hashPassword(SOAK_PASSWORD);
  const people = await selectRows<{ id: number; email: string }>(
    db,
    sql`insert into user_profiles (email, full_name, country, password_hash, is_verified)
        select 'soak-victim-' || g || '@example.org', 'Soak Victim ' || g, 'uk', ${passwordHash}, true
        from generate_series(1, ${count}::int) g returning id, email`,
  );
  const [platform] = await selectRows<{ id: number }>(db, sql`insert into platforms (name) values ('Soak Exchange') returning id`);
  for (const person of people) {
    const [incident] = await selectRows<{ id: number }>(
      db,
      sql`insert into fraud_incidents (platform_id, victim_email, incident_date, loss_amount, status, confirmed_at, confirmed_via)
          values (${platform!.id}, ${person.email}, '2026-01-10', 500, 'open', now(), 'signed_in') returning id`,
    );
    const session = await createVictimSession(db, person.id);
    victims.push({ email: person.email, password: SOAK_PASSWORD, cookie: `${SESSION_COOKIE}=${session.token}`, incidentId: incident!.id });
  }
}

export async function startSoakEnvironment(options: { victims: number }) {
  buildServer();
  const serverUrl = process.env.DATABASE_URL || undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'haven-soak-'));
  const victims: Victim[] = [];
  const staff: { token?: string } = {};
  const prepared = await prepareDatabase({ serverUrl, dataDir, count: options.victims, fill: (db, n) => fillVictims(db, n, victims, staff), filled: 'victims with a case' });
  const directUrl = prepared.env.DATABASE_URL || undefined;
  let proxy: TcpProxy | undefined;
  let databaseUrl = '';
  if (directUrl) {
    const target = new URL(directUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    databaseUrl = throughProxy(directUrl, proxy);
  }
  const mail = await startMailSink();
  const port = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    PUBLIC_URL: 'https://haven.example',
    TRUST_PROXY: 'loopback',
    METRICS_TOKEN,
  };
  let server: ChildProcess = await startBenchServer({ port, dataDir, env });
  const baseUrl = `http://127.0.0.1:${port}`;

  const metric = async (name: string): Promise<number> => {
    const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(5000) })).text();
    return [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].reduce((sum, match) => sum + Number(match[1]), 0);
  };

  return {
    baseUrl,
    victims,
    /** Headers of a signed-in admin. */
    staffHeaders: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
    mail: mail as MailSink,
    proxy,
    get server() {
      return server;
    },
    rss: () => rssMb(server.pid!),
    metric,
    /** Waits until the outbox has nothing queued or sending (the server's own figure), or `timeoutMs` passes. */
    async mailSettled(timeoutMs = 180_000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if ((await metric('haven_mail_outbox_waiting').catch(() => Number.NaN)) === 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return false;
    },
    /** Ends the server: SIGTERM lets it finish, SIGKILL is a crash. */
    async stopServer(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill(signal);
      await exited;
    },
    async restartServer(): Promise<void> {
      server = await startBenchServer({ port, dataDir, env });
    },
    /** The database as the run checks it, with the server stopped (PGlite has one owner at a time). */
    async openForChecks(): Promise<Database> {
      return directUrl ? openDatabase({ kind: 'postgres', url: directUrl, poolSize: 2 }) : openDatabase({ kind: 'pglite', dataDir });
    },
    dataDir,
    kind: directUrl ? ('PostgreSQL' as const) : ('PGlite' as const),
    async close(): Promise<void> {
      await this.stopServer('SIGTERM');
      await mail.stop();
      await proxy?.close();
      await prepared.cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type SoakEnvironment = Awaited<ReturnType<typeof startSoakEnvironment>>;
