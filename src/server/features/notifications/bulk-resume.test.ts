import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOperation } from '@shared/notifications/schema';
import { bulkOperations, mailOutbox, userProfiles } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { startWorkers } from '../../start-workers';
import { createMailer } from '../../kernel/mail/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { testServerUrl } from '../../test/database';
import { createStaff } from '../../test/fixtures';
import { waitUntil } from '../../test/wait-until';
import { startTestSmtp, type ReceivedMail } from '../../test/smtp';
import { setSettingValue } from '../settings/queries';
import { expandBulkOperation } from './expand-bulk-operation';

const messageIdOf = (mail: ReceivedMail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? '';

/** Per recipient, the different mails (Message-IDs) of one subject that reached them. */
function mailsBySubject(received: ReceivedMail[], subject: string): Map<string, Set<string>> {
  const byRecipient = new Map<string, Set<string>>();
  const pattern = new RegExp(`^Subject: ${subject}\\r?$`, 'm');
  for (const mail of received.filter((m) => pattern.test(m.raw))) {
    const id = messageIdOf(mail);
    for (const to of mail.to) byRecipient.set(to, (byRecipient.get(to) ?? new Set<string>()).add(id));
  }
  return byRecipient;
}

async function people(t: TestApp, tag: string, n: number) {
  return t.app.db
    .insert(userProfiles)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${tag}-${i}@resume.example`, fullName: `Person ${i}`, country: 'uk', passwordHash: 'x', isVerified: true })))
    .returning({ email: userProfiles.email });
}


describe('a bulk notification interrupted at any point resumes: nobody mailed twice, nobody skipped', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let mailer: ReturnType<typeof createMailer> | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // No worker of its own: the test decides when work runs, and stops it where it likes.
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://haven.test', MAIL_RETRY_DELAY_SECONDS: '1' }, worker: false });
    admin = await createStaff(t.app);
    await setSettingValue(t.app.db, 'bulk_mail_per_second', '0');
  });
  afterAll(async () => {
    await t?.close();
    // Its pooled connections to the mail server go, or the server would wait for them to.
    mailer?.close();
    await smtp?.close();
  });

  it('when the expansion dies between pages, or runs a page again, each person gets one outbox mail and one e-mail', async () => {
    const recipients = await people(t, 'expand', 25);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/send-notification', headers: admin.headers, payload: { subject: 'Expansion test', message: 'Hello {{name}}', type: 'all' } });
    const { operationId } = res.json<{ operationId: number }>();
    const rowsOf = () => t.app.db.select({ userId: mailOutbox.userId }).from(mailOutbox).where(eq(mailOutbox.bulkOperationId, operationId));

    // A crash while writing the second page: that page's transaction is lost, the first stays.
    let pages = 0;
    const dyingOnPage = (n: number) => ({
      insert: async (...args: Parameters<TestApp['app']['jobs']['insert']>) => {
        pages += 1;
        if (pages === n) throw new Error('killed');
        await t.app.jobs.insert(...args);
      },
    });
    await expect(expandBulkOperation({ db: t.app.db, clock: t.app.clock, jobs: dyingOnPage(2) }, { operationId, pageSize: 10 })).rejects.toThrow('killed');
    expect(await rowsOf()).toHaveLength(10);
    const [afterCrash] = await t.app.db.select().from(bulkOperations).where(eq(bulkOperations.id, operationId));
    expect(afterCrash).toMatchObject({ status: 'running', expandedAt: null });

    // As if the cursor's last move was lost too: the run starts over, and the pages already written change nothing.
    await t.app.db.update(bulkOperations).set({ expansionCursor: 0 }).where(eq(bulkOperations.id, operationId));
    pages = 0;
    await expandBulkOperation({ db: t.app.db, clock: t.app.clock, jobs: dyingOnPage(Number.POSITIVE_INFINITY) }, { operationId, pageSize: 10 });
    const rows = await rowsOf();
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(25);

    // A worker that died holding two mails ('sending', claimed long ago): they go again once its
    // claim runs out; the rest go for the first time.
    await t.app.db.execute(sql`
      update mail_outbox set status = 'sending', attempts = 1, claimed_at = now() - interval '1 hour'
      where id in (select id from mail_outbox where bulk_operation_id = ${operationId} order by id limit 2)`);
    const log = pino({ level: 'silent' });
    mailer = createMailer({ smtpUrl: smtp.url, from: t.config.mailFrom, log });
    await startWorkers({ db: t.app.db, storage: t.app.storage, mailer, jobs: t.app.jobs, config: t.config, log });
    const done = await waitUntil(
      'the operation to finish',
      async () => {
        const op = (await t.app.inject({ method: 'GET', url: `/api/admin/bulk-operations/${operationId}`, headers: admin.headers })).json<BulkOperation>();
        return op.status === 'completed' ? op : undefined;
      },
      30_000,
    );
    expect(done).toMatchObject({ totalItems: 25, processedItems: 25, failedItems: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const got = mailsBySubject(smtp.received, 'Expansion test');
    expect([...got.keys()].sort()).toEqual(recipients.map((r) => r.email).sort());
    for (const ids of got.values()) expect(ids.size).toBe(1);
    expect(smtp.received.filter((m) => /^Subject: Expansion test\r?$/m.test(m.raw))).toHaveLength(25);
  });
});

// A worker in a process of its own, killed with SIGKILL mid-way and started again: the crash test
// of the issue. A separate worker process needs PostgreSQL (PGlite belongs to one process).
describe.skipIf(!testServerUrl())('a worker process killed with SIGKILL mid-way', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let dataDir: string;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://haven.test' }, worker: false });
    admin = await createStaff(t.app);
    dataDir = await mkdtemp(join(tmpdir(), 'haven-worker-'));
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await t?.close();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const startWorker = () => {
    const connection = t.app.database.jobConnection;
    if (connection.kind !== 'postgres') throw new Error('a worker process needs PostgreSQL');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: connection.url,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://haven.test',
        SESSION_SECRET: t.config.sessionSecret,
        DATA_ENCRYPTION_KEY: t.config.dataEncryptionKey.toString('base64'),
        MAIL_RETRY_DELAY_SECONDS: '1',
        MAIL_CLAIM_TIMEOUT_SECONDS: '10',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  };

  it('resumes where it stopped: each person gets the notification once', async () => {
    const recipients = await people(t, 'killed', 200);
    const others = await selectRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from user_profiles where email not like '%@resume.example'`);
    expect(Number(others[0]!.n)).toBe(0);
    // Slow enough to be killed half way.
    await setSettingValue(t.app.db, 'bulk_mail_per_second', '40');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/send-notification', headers: admin.headers, payload: { subject: 'Killed test', message: 'Hello', type: 'all' } });
    const { operationId } = res.json<{ operationId: number }>();
    const first = startWorker();
    await waitUntil('about half the mails', async () => mailsBySubject(smtp.received, 'Killed test').size >= 100, 60_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = mailsBySubject(smtp.received, 'Killed test').size;
    expect(atKill).toBeLessThan(200);

    startWorker();
    const done = await waitUntil(
      'the operation to finish',
      async () => {
        const [op] = await t.app.db.select().from(bulkOperations).where(eq(bulkOperations.id, operationId));
        return op?.status === 'completed' ? op : undefined;
      },
      90_000,
    );
    expect(done).toMatchObject({ totalItems: 200, processedItems: 200, failedItems: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const got = mailsBySubject(smtp.received, 'Killed test');
    // Nobody skipped, and nobody given two different mails. A mail that was with the mail server
    // at the kill may arrive twice with the same Message-ID (its idempotency key): one mail.
    expect([...got.keys()].sort()).toEqual(recipients.map((r) => r.email).sort());
    for (const ids of got.values()) expect(ids.size).toBe(1);
  }, 180_000);
});
