import { composeIBAN } from 'ibantools';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import * as schema from '../kernel/db/schema';
import { auditLog, moneyTrails, watchers, watches } from '../kernel/db/schema';
import { SESSION_COOKIE } from '../kernel/plugins/access';
import { createIncident } from './fixtures';
import { samplePdf } from './sample-files';
import { reportForm } from './report-form';

// Helpers for the D15 tests of this folder only.

/** Every table of the Drizzle schema, with its columns. */
export const schemaTables = Object.values(schema)
  .filter((value: unknown): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

let victims = 0;

/**
 * One victim with personal data in every table of victim-data-tables.ts, written through the real
 * flows where they exist (application, verification, anonymous report with evidence, messages,
 * upload, payout request) and directly where staff would write it (case data, money trails, a staff
 * audit row). Every value is unique to this victim, so a scan of the whole database can look for it.
 */
export async function seedVictimEverywhere(app: FastifyInstance) {
  const n = ++victims;
  const tag = `${Date.now().toString(36)}x${n}`;
  const ip = `198.51.100.${n}`;
  const secrets = {
    email: `quill.${tag}@example.com`,
    name: `Erin Quillfeather${tag}`,
    // Real in form, as stored (issue 28): a UK mobile number in E.164, IBANs whose check digits hold.
    phone: `+4474001${String(n).padStart(5, '0')}`,
    fromAccount: composeIBAN({ countryCode: 'GB', bban: `NWBK6016133192${String(n).padStart(4, '0')}` })!,
    toAccount: composeIBAN({ countryCode: 'DE', bban: `370400440532${String(n).padStart(6, '0')}` })!,
    blockchainTx: `0xfeedbeef${tag}`,
    applicationWords: `applicationzephyr${tag}`,
    reportWords: `reportmarigold${tag}`,
    caseWords: `casebrackenfern${tag}`,
    timelineWords: `timelineheron${tag}`,
    trailWords: `trailsaffron${tag}`,
    transactionWords: `transactionjuniper${tag}`,
    messageWords: `messagelantern${tag}`,
    fileWords: `statementcobalt${tag}`,
    sortCode: `40-${String(10 + n).slice(-2)}-77`,
    ip,
  };
  const payoutAccount = `ACCT 5566${String(n).padStart(4, '0')}`;

  // An application while signed out, then the mailed link (exposed in development) makes the profile.
  const applied = await app.inject({
    method: 'POST',
    url: '/api/recovery-applications',
    remoteAddress: ip,
    payload: {
      fullName: secrets.name,
      email: secrets.email,
      phone: secrets.phone,
      country: 'uk',
      platformName: `Platform ${tag}`,
      fraudType: 'cryptocurrency',
      incidentDate: '2026-02-14',
      lossAmount: 2500.5,
      incidentDescription: `I lost money, ${secrets.applicationWords}.`,
      contactedPolice: true,
      contactedBank: false,
      contactedPlatform: false,
      acceptTerms: true,
    },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const token = new URL(applied.json().verificationUrl).searchParams.get('token')!;
  const verified = await app.inject({
    method: 'POST',
    url: `/api/verify/${token}/complete`,
    remoteAddress: ip,
    payload: { fullName: secrets.name, phone: secrets.phone, country: 'United Kingdom', password: 'quiet-harbour-lantern-77' },
  });
  expect(verified.statusCode).toBe(200);
  const cookies = { [SESSION_COOKIE]: verified.cookies.find((c) => c.name === SESSION_COOKIE)!.value };

  // A report made with their address without signing in (D18: unconfirmed), with evidence.
  const reported = await app.inject({
    method: 'POST',
    url: '/api/report-incident',
    remoteAddress: ip,
    payload: reportForm(
      {
        victimEmail: secrets.email,
        platformName: `Other platform ${tag}`,
        incidentDate: '2026-01-10',
        lossAmount: '80.00',
        description: `A second scam, ${secrets.reportWords}.`,
        fraudType: 'cryptocurrency_fraud',
      },
      [{ name: 'evidence.pdf', data: samplePdf(), type: 'application/pdf' }],
    ),
  });
  expect(reported.statusCode).toBe(201);

  // Their confirmed case, with what staff record on it.
  const incident = await createIncident(app, {
    victimEmail: secrets.email,
    confirmedAt: new Date(),
    confirmedVia: 'staff',
    status: 'recovery_available',
    description: `My savings went, ${secrets.caseWords}.`,
    timelineEvents: [{ title: 'Bank contacted', date: '2026-03-02', description: `Called, ${secrets.timelineWords}.` }],
    outsideContacts: [{ name: 'Case Lawyer', role: 'Lawyer', email: 'lawyer@law.example' }],
    financialData: { totalLoss: '1500.00', recoveredAmount: '400.00', transactions: [{ type: `wire to ${secrets.transactionWords}`, amount: '1500.00', date: '2026-03-01' }] },
  });
  await app.db.insert(moneyTrails).values({
    incidentId: incident.id,
    transactionType: 'wire',
    amount: '1500.00',
    currency: 'USD',
    fromAccount: secrets.fromAccount,
    toAccount: secrets.toAccount,
    transactionDate: new Date('2026-03-01T10:00:00Z'),
    description: `Traced, ${secrets.trailWords}.`,
    blockchainTx: secrets.blockchainTx,
  });
  await app.db.insert(auditLog).values({
    actorType: 'admin',
    actorId: '1',
    actorLabel: 'caseworker',
    action: 'incident.updated',
    entityType: 'fraud_incident',
    entityId: String(incident.id),
    before: { description: `My savings went, ${secrets.caseWords}.` },
    after: { status: 'recovery_available' },
    ip: '192.0.2.10',
  });

  const inject = (options: InjectOptions) => app.inject({ remoteAddress: ip, cookies, ...options });
  const sent = await inject({ method: 'POST', url: '/api/messages', payload: { recipient: 'Case Manager', content: `Hello, ${secrets.messageWords}.`, recoveryId: incident.id } });
  expect(sent.statusCode).toBe(201);
  const upload = new FormData();
  upload.append('category', 'financial');
  upload.append('recoveryId', String(incident.id));
  upload.append('documents', new Blob([new Uint8Array(samplePdf())]), `${secrets.fileWords}.pdf`);
  expect((await inject({ method: 'POST', url: '/api/documents', payload: upload })).statusCode).toBe(201);
  // "Notify me": the case's platform followed while signed in, and a request by e-mail never confirmed.
  expect((await inject({ method: 'POST', url: `/api/recovery-cases/${incident.id}/watches`, payload: { keys: ['platform'] } })).statusCode).toBe(200);
  const [byMail] = await app.db.insert(watchers).values({ email: secrets.email }).returning();
  await app.db.insert(watches).values({ watcherId: byMail!.id, kind: 'platform', platformId: incident.platformId, confirmTokenHash: `seed-${tag}`, confirmExpiresAt: new Date(Date.now() + 60_000) });
  const payout = await inject({
    method: 'POST',
    url: '/api/payout-requests',
    payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: payoutAccount, additionalInfo: `sort code ${secrets.sortCode}` },
  });
  expect(payout.statusCode).toBe(201);

  return { secrets, payoutAccount, cookies, ip, incident, inject };
}

/** Each table whose rows, as JSON text, hold any of the values (case-insensitive). */
export async function findInDatabase(app: FastifyInstance, values: Record<string, string>): Promise<string[]> {
  const found: string[] = [];
  for (const table of schemaTables) {
    const result = await app.db.execute(sql`select row_to_json(x)::text as row from ${sql.identifier(table.name)} x`);
    const text = JSON.stringify(result).toLowerCase();
    for (const [name, value] of Object.entries(values)) {
      if (text.includes(value.toLowerCase())) found.push(`${table.name} holds the ${name}`);
    }
  }
  return found;
}
