import { eq, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { OutboxSummary } from '@shared/outbox/schema';
import { mailOutbox } from '../../db/schema/index';
import { selectRows } from '../../db/select-rows';
import { createTestApp, type TestApp } from '../../../test/app';
import { createStaff } from '../../../test/fixtures';
import { mailJobsLeft, passRetryDelays, wakeMailWorkers } from '../../../test/outbox';
import { waitUntil } from '../../../test/wait-until';
import { startTestSmtp, type ReceivedMail, type SmtpAnswer } from '../../../test/smtp';
import { createMailer, type Mailer } from '../mailer';
import { bulkMail } from '../../../features/notifications/bulk-mail';
import { isTemporaryFailure, outboxHandler, type OutboxJob } from './deliver-outbox';
import { queueMail } from './queue-mail';

const messageIdOf = (mail: ReceivedMail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1];


/**
 * An app whose mail server answers as `answer` says. A refused mail waits ten minutes for its first
 * retry, longer than any test: the tests pass that wait with `passRetryDelays`, not by sleeping.
 */
async function appWithSmtp(answer: SmtpAnswer | undefined, env: Record<string, string> = {}) {
  const smtp = await startTestSmtp({ answer });
  const test = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://haven.test', MAIL_RETRY_DELAY_SECONDS: '600', MAIL_RETRY_LIMIT: '4', ...env },
  });
  return {
    ...test,
    smtp,
    close: async () => {
      await test.close();
      await smtp.close();
    },
  };
}

const mail = (to: string) => ({ to, subject: 'A test', text: 'Hello', html: '<p>Hello</p>' });

async function rowsFor(t: TestApp, to: string) {
  return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
}

describe('the mail outbox', () => {
  describe('with a mail server that refuses the first two messages with 451', () => {
    let t: Awaited<ReturnType<typeof appWithSmtp>>;
    beforeAll(async () => {
      t = await appWithSmtp((attempt) => (attempt <= 2 ? { code: 451, message: '4.3.0 Try again later' } : undefined));
    });
    afterAll(() => t.close());

    it('delivers every mail exactly once, retrying the refused ones, and keeps the last answer', async () => {
      const recipients = ['one@example.org', 'two@example.org', 'three@example.org'];
      for (const to of recipients) await queueMail(t.app, t.app.db, 'verification', mail(to));
      wakeMailWorkers(t.app);
      // Each refused mail waits out its back-off as a pg-boss retry; the test passes the wait.
      let retried = 0;
      await waitUntil('three mails', async () => {
        retried += await passRetryDelays(t.app);
        return t.smtp.received.length >= 3;
      });
      expect(retried).toBe(2);
      // Once no job is left to run, no stray second copy can come.
      await waitUntil('the mail queue done', async () => (await mailJobsLeft(t.app)) === 0);
      expect(t.smtp.received.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
      expect(t.smtp.attempts()).toBe(5);
      for (const to of recipients) {
        const [row] = await rowsFor(t, to);
        expect(row!.status).toBe('sent');
        expect(row!.lastResponse).toMatch(/^250 /);
        // The links a body carries are not kept once the server has the mail.
        expect(row!.content).toBeNull();
      }
      const triedAgain = (await Promise.all(recipients.map((to) => rowsFor(t, to)))).flat().filter((row) => row.attempts > 1);
      expect(triedAgain.length).toBeGreaterThanOrEqual(1);
      // Every copy carries its row's key, so a copy sent again after a crash is known for the same mail.
      const ids = t.smtp.received.map(messageIdOf);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(id).toMatch(/^<outbox-\d+@haven\.test>$/);
    });

    it('shows staff what waits, what went and what failed', async () => {
      const staff = await createStaff(t.app, { role: 'caseworker' });
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: staff.headers });
      expect(res.statusCode).toBe(200);
      const summary = res.json<OutboxSummary>();
      expect(summary).toMatchObject({ queued: 0, sending: 0, sentLastHour: 3, failed: 0, oldestWaitingAt: null, recentFailures: [] });
      expect(summary.byState).toEqual({ queued: 0, sending: 0, sent: 3, failed: 0, cancelled: 0, skipped: 0 });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    });

    it('writes nothing when the change that caused the mail is rolled back', async () => {
      await expect(
        t.app.db.transaction(async (tx) => {
          await queueMail(t.app, tx, 'verification', mail('rolled-back@example.org'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await rowsFor(t, 'rolled-back@example.org')).toEqual([]);
    });
  });

  it('marks a mail failed at once, with the server\'s words, when it is refused for good (550)', async () => {
    const t = await appWithSmtp((_attempt, to) => (to.includes('nobody@example.org') ? { code: 550, message: '5.1.1 No such user' } : undefined));
    try {
      await queueMail(t.app, t.app.db, 'verification', mail('nobody@example.org'));
      wakeMailWorkers(t.app);
      const row = await waitUntil('the failure', async () => (await rowsFor(t, 'nobody@example.org')).find((r) => r.status === 'failed'));
      expect(row.attempts).toBe(1);
      expect(row.lastResponse).toMatch(/^550 5\.1\.1 No such user/);
      expect(row.content).toBeNull();
      const staff = await createStaff(t.app);
      const summary = (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: staff.headers })).json<OutboxSummary>();
      expect(summary.failed).toBe(1);
      expect(summary.recentFailures[0]).toMatchObject({ kind: 'verification', recipient: 'no***@example.org' });
      expect(summary.recentFailures[0]!.response).toMatch(/^550 /);
    } finally {
      await t.close();
    }
  });

  it('gives up after the retry limit and says what the server last answered', async () => {
    const t = await appWithSmtp(() => ({ code: 451, message: '4.7.1 Greylisted' }), { MAIL_RETRY_LIMIT: '1' });
    try {
      await queueMail(t.app, t.app.db, 'verification', mail('greylisted@example.org'));
      wakeMailWorkers(t.app);
      let retried = 0;
      const row = await waitUntil('the failure, and no job left to run', async () => {
        retried += await passRetryDelays(t.app);
        const failed = (await rowsFor(t, 'greylisted@example.org')).find((r) => r.status === 'failed');
        return failed && (await mailJobsLeft(t.app)) === 0 ? failed : undefined;
      });
      // One retry (the limit) waited for; none after it.
      expect(retried).toBe(1);
      expect(row.attempts).toBe(2);
      expect(row.lastResponse).toMatch(/^451 4\.7\.1 Greylisted/);
      expect(t.smtp.received).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('retries while the mail server is down, and delivers once it is up', async () => {
    // A port that nothing listens on yet: the connection is refused.
    const probe = await startTestSmtp();
    const port = probe.port;
    await probe.close();
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://haven.test', MAIL_RETRY_DELAY_SECONDS: '600' } });
    let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
    try {
      await queueMail(t.app, t.app.db, 'verification', mail('patient@example.org'));
      wakeMailWorkers(t.app);
      const refused = await waitUntil('a refused attempt', async () => (await rowsFor(t, 'patient@example.org')).find((r) => r.lastResponse?.includes('ECONNREFUSED')));
      expect(refused.status).toBe('queued');
      // Refused again while the server stays down.
      await waitUntil('a second refused attempt', async () => {
        await passRetryDelays(t.app);
        return (await rowsFor(t, 'patient@example.org')).find((r) => r.attempts >= 2 && r.status === 'queued');
      });
      smtp = await startTestSmtp({ port });
      const up = smtp;
      await waitUntil('the mail delivered', async () => {
        await passRetryDelays(t.app);
        return up.received.some((m) => m.to.includes('patient@example.org'));
      });
      const row = await waitUntil('the row marked sent', async () => (await rowsFor(t, 'patient@example.org')).find((r) => r.status === 'sent'));
      expect(row.attempts).toBeGreaterThan(1);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  describe('claims', () => {
    let t: Awaited<ReturnType<typeof appWithSmtp>>;
    beforeAll(async () => {
      // No worker of the app's own: the test runs the handler by hand.
      const smtp = await startTestSmtp();
      const test = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://haven.test' }, worker: false });
      t = { ...test, smtp, close: async () => (await test.close(), await smtp.close()) };
    });
    afterAll(() => t.close());

    const jobFor = (outboxId: number, id = `job-${outboxId}-${Math.random()}`) =>
      ({ id, data: { outboxId }, retryCount: 0, retryLimit: 3 }) as unknown as JobWithMetadata<OutboxJob>;

    it('never sends one row twice: not when its job runs again, nor when two workers hold it at once', async () => {
      await queueMail(t.app, t.app.db, 'verification', mail('once@example.org'));
      const [row] = await rowsFor(t, 'once@example.org');
      const mailer = createMailer({ smtpUrl: t.smtp.url, from: 'Haven <no-reply@haven.test>', log: pino({ level: 'silent' }) });
      onTestFinished(() => mailer.close());
      const handler = outboxHandler(
        {
          db: t.app.db,
          mailer,
          config: t.config,
          log: pino({ level: 'silent' }),
          bulk: bulkMail(t.config),
          jobs: t.app.jobs,
        },
        { paced: false },
      );
      const [first, second] = await Promise.all([handler([jobFor(row!.id)]), handler([jobFor(row!.id)])]);
      // No worker runs in this app, and every run has finished: what the server got is all there is.
      const again = await handler([jobFor(row!.id)]);
      expect(t.smtp.received.filter((m) => m.to.includes('once@example.org'))).toHaveLength(1);
      // Both runs complete: the one that sent it, and the one that found it held by the other (which
      // hands the row to a fresh job for when that claim runs out); a run after that has nothing to do.
      expect([first[0]!.status, second[0]!.status]).toEqual(['completed', 'completed']);
      expect([first[0]!.output, second[0]!.output]).toContainEqual({ handedOn: expect.stringContaining('held by another worker') });
      expect(again[0]!.status).toBe('completed');
      const [after] = await rowsFor(t, 'once@example.org');
      expect(after!.status).toBe('sent');
      expect(after!.attempts).toBe(1);
    });

    it('settles each mail as its send returns, not when the slowest of its batch does', async () => {
      // What a crash can send again is what the mail server took but the outbox had not yet
      // written down: one mail's moment, not a batch waiting for its slowest send.
      await queueMail(t.app, t.app.db, 'verification', mail('fast@example.org'));
      await queueMail(t.app, t.app.db, 'verification', mail('slow@example.org'));
      const [fast] = await rowsFor(t, 'fast@example.org');
      const [slow] = await rowsFor(t, 'slow@example.org');
      let releaseSlow!: () => void;
      const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
      const mailer = {
        send: async (message: { to: string }) => {
          if (message.to === 'slow@example.org') await slowHeld;
          return { response: '250 2.0.0 Ok' };
        },
      } as unknown as Mailer;
      const handler = outboxHandler(
        { db: t.app.db, mailer, config: t.config, log: pino({ level: 'silent' }), bulk: bulkMail(t.config), jobs: t.app.jobs },
        { paced: false },
      );
      const run = handler([jobFor(fast!.id), jobFor(slow!.id)]);
      try {
        await waitUntil('the fast mail settled', async () => (await rowsFor(t, 'fast@example.org'))[0]?.status === 'sent');
        expect((await rowsFor(t, 'slow@example.org'))[0]?.status).toBe('sending');
      } finally {
        releaseSlow();
      }
      expect((await run).map((result) => result.status)).toEqual(['completed', 'completed']);
      expect((await rowsFor(t, 'slow@example.org'))[0]?.status).toBe('sent');
    });

    it('keeps each mail body encrypted while it waits', async () => {
      await queueMail(t.app, t.app.db, 'verification', { ...mail('secret@example.org'), text: 'https://haven.test/verify?token=abc123' });
      const [row] = await selectRows<{ content: string }>(t.app.db, sql`select content from mail_outbox where recipient = 'secret@example.org'`);
      expect(row!.content).toMatch(/^v1:/);
      expect(row!.content).not.toContain('abc123');
    });
  });

  it('tells a temporary refusal from a final one', () => {
    expect(isTemporaryFailure(Object.assign(new Error('x'), { responseCode: 451 }))).toBe(true);
    expect(isTemporaryFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTemporaryFailure(Object.assign(new Error('x'), { responseCode: 550 }))).toBe(false);
    expect(isTemporaryFailure(Object.assign(new Error('x'), { responseCode: 554 }))).toBe(false);
  });
});
