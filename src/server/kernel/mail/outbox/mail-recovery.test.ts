import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { outboxSummary } from '../../../features/outbox/outbox-summary';
import { createTestApp } from '../../../test/app';
import { startTestSmtp } from '../../../test/smtp';
import { waitUntil } from '../../../test/wait-until';
import { recoverWaitingMail } from './mail-recovery';
import { queueMail } from './queue-mail';

describe('after a mail server outage', () => {
  it('says why mail waits and when it is tried next, and sends it as soon as the server is back', async () => {
    const probe = await startTestSmtp();
    const port = probe.port;
    await probe.close();
    // A retry ten minutes away: without the recovery, the mail would wait that long.
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://haven.test', MAIL_RETRY_DELAY_SECONDS: '600' } });
    let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
    const deps = { db: t.app.db, mailer: t.app.mailer, jobs: t.app.jobs, log: pino({ level: 'silent' }) };
    try {
      await queueMail(t.app, t.app.db, 'verification', { to: 'waiting@example.org', subject: 'A test', text: 'Hello', html: '<p>Hello</p>' });
      const summary = await waitUntil('a refused attempt and its retry', async () => {
        const now = await outboxSummary(t.app);
        return now.waitingBecause && now.nextRetryAt ? now : undefined;
      });
      expect(summary.waitingBecause!.response).toMatch(/ECONNREFUSED/);
      expect(new Date(summary.nextRetryAt!).getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
      // Still down: nothing is brought forward, and no retry is spent.
      expect(await recoverWaitingMail(deps)).toBe(0);

      smtp = await startTestSmtp({ port });
      expect(await recoverWaitingMail(deps)).toBe(1);
      await smtp.nextMailTo('waiting@example.org', 15_000);
      const after = await waitUntil('nothing waiting', async () => {
        const now = await outboxSummary(t.app);
        return now.queued + now.sending === 0 ? now : undefined;
      });
      expect(after.waitingBecause).toBeNull();
      expect(after.nextRetryAt).toBeNull();
    } finally {
      await t.close();
      await smtp?.close();
    }
  }, 60_000);
});
