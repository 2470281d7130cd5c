import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, fraudIncidents, recoveryApplications, scamSiteDecisions } from '../../kernel/db/schema/index';
import { createTestAppWithSmtp } from '../../test/app';
import { withTestApp } from '../../test/suite-app';
import { createVictim } from '../../test/fixtures';
import { linkIn } from '../../test/smtp';
import { samplePng } from '../../test/sample-files';
import { postReport, reportForm, validReport } from '../../test/report-form';

// DECISIONS D18: anyone can type anyone's e-mail into a form, so nothing typed by a stranger
// reaches that person's screens until the mailbox's owner confirms it.

let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
beforeAll(async () => {
  t = await createTestAppWithSmtp({
    rateLimits: {
      reportPerClient: { max: 1000, timeWindow: 60_000 },
      applicationPerClient: { max: 1000, timeWindow: 60_000 },
      verifyPerClient: { max: 1000, timeWindow: 60_000 },
      searchPerClient: { max: 1000, timeWindow: 60_000 },
      searchPerEmail: { max: 1000, timeWindow: 60_000 },
    },
  });
});
afterAll(() => t.close());

const PLANTED = 'Call our recovery agent on +1 555 0100 and pay the release fee of $900 to get your money back.';

const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

async function victimView(cookies: Record<string, string>, email: string, incidentId: number) {
  const [dashboard, search, casePage, incidentPage, docs] = await Promise.all([
    t.app.inject({ method: 'GET', url: '/api/dashboard', cookies }),
    t.app.inject({ method: 'GET', url: `/api/search?email=${encodeURIComponent(email)}`, cookies }),
    t.app.inject({ method: 'GET', url: `/api/recovery-details/${incidentId}`, cookies }),
    t.app.inject({ method: 'GET', url: `/api/recovery-cases/${incidentId}`, cookies }),
    t.app.inject({ method: 'GET', url: `/api/documents?recoveryId=${incidentId}`, cookies }),
  ]);
  return {
    inDashboard: (dashboard.json().incidents as Array<{ incident: { id: number } }>).some((i) => i.incident.id === incidentId),
    inSearch: (search.json() as Array<{ incident: { id: number } }>).some((r) => r.incident.id === incidentId),
    anonymousSearchBody: (await t.app.inject({ method: 'GET', url: `/api/search?email=${encodeURIComponent(email)}` })).body,
    casePage: casePage.statusCode,
    incidentPage: incidentPage.statusCode,
    documents: docs.statusCode,
  };
}

describe('a report made with somebody else’s e-mail (D18)', () => {
  it('is kept unconfirmed, reaches none of that person’s screens, and appears once they confirm it by the mailed link', async () => {
    const victim = await createVictim(t.app, 'planted.target@example.com');
    const res = await postReport(
      t.app,
      reportForm(validReport({ victimEmail: 'Planted.Target@Example.com', description: PLANTED, lossAmount: '4321.09' }), [
        { name: 'proof.png', data: samplePng() },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ confirmation: 'email_sent', documentsCount: 1 });
    expect(body.confirmationUrl).toBeUndefined();
    const id = body.incident.id as number;

    // Nothing the reporter typed is lost: the row and the file are stored, marked unconfirmed.
    const [stored] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, id));
    expect(stored).toMatchObject({ description: PLANTED, confirmedAt: null, confirmedVia: null });
    const [file] = await t.app.db.select().from(documents).where(eq(documents.recoveryId, id));
    expect(file).toBeDefined();

    const before = await victimView(victim.cookies, victim.profile.email, id);
    expect(before).toMatchObject({ inDashboard: false, inSearch: false, casePage: 404, incidentPage: 404, documents: 404 });
    expect(before.anonymousSearchBody).not.toContain(body.incident.caseReference);
    const download = await t.app.inject({ method: 'GET', url: `/api/documents/${file!.id}/download`, cookies: victim.cookies });
    expect(download.statusCode).toBe(404);

    // D19: the mail names the reference and links to the confirmation; nothing the reporter typed.
    const mail = await t.smtp.nextMailTo('planted.target@example.com');
    expect(mail.text).toContain(body.incident.caseReference);
    expect(mail.text).not.toContain('release fee');
    expect(mail.text).not.toContain('4321');
    expect(mail.text).not.toContain('CoinVault');
    const token = tokenFrom(linkIn(mail, /https:\/\/haven\.test\/confirm-report\?token=[A-Za-z0-9_-]+/));

    const described = await t.app.inject({ method: 'GET', url: `/api/report-confirmations/${token}` });
    expect(described.json()).toEqual({
      valid: true,
      caseReference: body.incident.caseReference,
      platformName: 'CoinVault Pro',
      incidentDate: '2025-11-03',
    });
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/report-confirmations/${token}`, remoteAddress: '203.0.113.9' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ incidentId: id, caseReference: body.incident.caseReference });

    const after = await victimView(victim.cookies, victim.profile.email, id);
    expect(after).toMatchObject({ inDashboard: true, inSearch: true, casePage: 200, incidentPage: 200, documents: 200 });
    const [row] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, id));
    expect(row?.confirmedVia).toBe('email_link');
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(id)));
    expect(audit.find((a) => a.action === 'incident.report_confirmed')).toMatchObject({ entityType: 'fraud_incident', ip: '203.0.113.9' });

    // The link works once.
    const again = await t.app.inject({ method: 'POST', url: `/api/report-confirmations/${token}` });
    expect(again.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/report-confirmations/${token}` })).json()).toEqual({ valid: false });
  });

  it('belongs to the account at once when made while signed in as that address, and sends no mail', async () => {
    const victim = await createVictim(t.app, 'signed.reporter@example.com');
    const form = reportForm(validReport({ victimEmail: 'signed.reporter@example.com', platformName: 'Signed In Coin' }));
    const res = await t.app.inject({ method: 'POST', url: '/api/report-incident', payload: form, cookies: victim.cookies });
    expect(res.statusCode).toBe(201);
    expect(res.json().confirmation).toBe('confirmed');
    const view = await victimView(victim.cookies, victim.profile.email, res.json().incident.id);
    expect(view).toMatchObject({ inDashboard: true, inSearch: true, casePage: 200 });
    const [row] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, res.json().incident.id));
    expect(row?.confirmedVia).toBe('signed_in');
    await expect(t.smtp.nextMailTo('signed.reporter@example.com', 300)).rejects.toThrow(/no mail/);
  });

  it('stays unconfirmed when made while signed in as someone else', async () => {
    const other = await createVictim(t.app, 'someone.else@example.com');
    await createVictim(t.app, 'second.target@example.com');
    const form = reportForm(validReport({ victimEmail: 'second.target@example.com', description: PLANTED }));
    const res = await t.app.inject({ method: 'POST', url: '/api/report-incident', payload: form, cookies: other.cookies });
    expect(res.json().confirmation).toBe('email_sent');
    const [row] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, res.json().incident.id));
    expect(row?.confirmedAt).toBeNull();
    await t.smtp.nextMailTo('second.target@example.com');
  });

  it('refuses a made-up confirmation token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/report-confirmations/made-up' })).json()).toEqual({ valid: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/report-confirmations/made-up' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/invalid, has expired or was already used/);
  });
});

describe('a recovery application in somebody else’s name (D18)', () => {
  const application = {
    fullName: 'Someone Else',
    email: 'applied.for@example.com',
    country: 'uk',
    platformName: 'Planted Platform',
    fraudType: 'cryptocurrency',
    incidentDate: '2026-02-14',
    lossAmount: 9876.54,
    incidentDescription: PLANTED,
    acceptTerms: true,
  };

  it('joins the account only once its own e-mailed link is used, and the mails carry none of its words (D19)', async () => {
    const victim = await createVictim(t.app, 'applied.for@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/recovery-applications', payload: application });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, res.json().id));
    expect(stored).toMatchObject({ incidentDescription: PLANTED, emailVerifiedAt: null });

    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/recovery-applications', cookies: victim.cookies })).json() as Array<{ id: number }>;
    expect((await listed()).map((a) => a.id)).not.toContain(res.json().id);

    const mail = await t.smtp.nextMailTo('applied.for@example.com');
    expect(mail.text).not.toContain('release fee');
    expect(mail.text).not.toContain('9876');
    expect(mail.text).not.toContain('9,876');
    const token = tokenFrom(linkIn(mail, /https:\/\/haven\.test\/verify\?token=[A-Za-z0-9_-]+/));
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/verify/${token}/complete`,
      payload: { fullName: 'Applied For', country: 'uk', password: 'a quiet harbour at dusk' },
    });
    expect(done.statusCode).toBe(200);
    const cookie = done.cookies.find((c) => c.name === 'haven_session')!;
    const mine = (await t.app.inject({ method: 'GET', url: '/api/recovery-applications', cookies: { haven_session: cookie.value } })).json() as Array<{ id: number }>;
    expect(mine.map((a) => a.id)).toContain(res.json().id);
  });

  it('joins at once when sent while signed in as that address, with a receipt that names only the reference', async () => {
    const victim = await createVictim(t.app, 'own.applicant@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recovery-applications',
      payload: { ...application, email: 'own.applicant@example.com' },
      cookies: victim.cookies,
    });
    expect(res.json().requiresVerification).toBe(false);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/recovery-applications', cookies: victim.cookies })).json() as Array<{ id: number }>;
    expect(mine.map((a) => a.id)).toContain(res.json().id);
    const receipt = await t.smtp.nextMailTo('own.applicant@example.com');
    expect(receipt.text).toMatch(/RA-\d{6}/);
    expect(receipt.text).not.toContain('release fee');
    expect(receipt.text).not.toContain('9876');
  });
});

describe('the public known-scam list (D18)', () => {
  const report = async (email: string, site: string, confirm: boolean) => {
    const res = await postReport(t.app, reportForm(validReport({ victimEmail: email, platformName: `Site ${site}`, websiteUrl: `https://${site}` })));
    expect(res.statusCode).toBe(201);
    const mail = await t.smtp.nextMailTo(email.toLowerCase());
    if (confirm) {
      const token = tokenFrom(linkIn(mail, /https:\/\/haven\.test\/confirm-report\?token=[A-Za-z0-9_-]+/));
      expect((await t.app.inject({ method: 'POST', url: `/api/report-confirmations/${token}` })).statusCode).toBe(200);
    }
  };
  const listed = async () => ((await t.app.inject({ method: 'GET', url: '/api/known-scams' })).json() as Array<{ url: string }>).map((s) => s.url);

  it('counts a site only from confirmed reports by two different addresses, or a staff decision', async () => {
    // Many unconfirmed reports with many addresses: nothing.
    for (const n of [1, 2, 3]) await report(`stranger${n}@example.com`, 'planted-scam.example', false);
    // Confirmed, but by one address, however often: nothing.
    await report('lone.reporter@example.com', 'lone-report.example', true);
    await report('Lone.Reporter@example.com', 'lone-report.example', true);
    expect(await listed()).not.toContain('planted-scam.example');
    expect(await listed()).not.toContain('lone-report.example');

    await report('second.reporter@example.com', 'lone-report.example', true);
    expect(await listed()).toContain('lone-report.example');

    await t.app.db.insert(scamSiteDecisions).values([
      { domain: 'staff-listed.example', listed: true, scamType: 'investment_scam', decidedBy: 'staff-test' },
      { domain: 'lone-report.example', listed: false, reason: 'Reports were about a look-alike', decidedBy: 'staff-test' },
    ]);
    const after = await listed();
    expect(after).toContain('staff-listed.example');
    expect(after).not.toContain('lone-report.example');
  });
});

describe('development mode without SMTP (D13)', () => {
  it('returns the confirmation link to the reporter', async () => {
    await withTestApp({ env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' } }, async (dev) => {
      const res = await postReport(dev.app, reportForm(validReport()));
      expect(res.json().confirmation).toBe('not_sent');
      expect(res.json().confirmationUrl).toMatch(/^http:\/\/localhost:3000\/confirm-report\?token=[A-Za-z0-9_-]+$/);
    });
  });
});
