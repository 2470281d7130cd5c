import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, reportSubmissions } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import type { IngestedUpload } from '../../kernel/uploads/ingest-files';
import { testAppForSuite } from '../../test/suite-app';
import { countRows, listStoredFiles, postReport, reportForm, validReport } from '../../test/report-form';
import { samplePdf } from '../../test/sample-files';
import { victimActor } from '../audit/record-audit';
import { reportIncident } from './report-incident';

// Issue 24: a victim whose answer never came (a dropped connection, a timeout) retries, and must
// not file the report twice; a report whose sender has gone is not kept at all.
const t = testAppForSuite();

const key = () => randomUUID().replaceAll('-', '');
const withKey = (submissionKey: string, platformName: string) =>
  reportForm({ ...validReport({ platformName }), submissionKey }, [{ name: 'statement.pdf', data: samplePdf(), type: 'application/pdf' }]);
const incidentsOf = async (platformName: string) =>
  selectRows<{ id: number }>(t.app.db, sql`select i.id from fraud_incidents i join platforms p on p.id = i.platform_id where p.name = ${platformName}`);

describe('a report sent again under its submission key', () => {
  it('answers the retry with the first report (200) and keeps nothing new: no incident, no file', async () => {
    const submissionKey = key();
    const first = await postReport(t.app, withKey(submissionKey, 'Retry Markets'));
    expect(first.statusCode).toBe(201);
    const filesAfterFirst = await listStoredFiles(t.dataDir);

    const again = await postReport(t.app, withKey(submissionKey, 'Retry Markets'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), confirmationUrl: undefined });
    expect(again.json()).toMatchObject({ documentsCount: 1, confirmation: 'not_sent' });
    expect(await incidentsOf('Retry Markets')).toHaveLength(1);
    expect(await t.app.db.select().from(documents).where(eq(documents.recoveryId, first.json().incident.id))).toHaveLength(1);
    expect(await listStoredFiles(t.dataDir)).toEqual(filesAfterFirst);

    // A new key is a new report.
    const other = await postReport(t.app, withKey(key(), 'Retry Markets'));
    expect(other.statusCode).toBe(201);
    expect(other.json().incident.id).not.toBe(first.json().incident.id);
  });

  it('files two copies sent at once only once, and both get that report', async () => {
    const submissionKey = key();
    const [a, b] = await Promise.all([
      postReport(t.app, withKey(submissionKey, 'Twice At Once Ltd')),
      postReport(t.app, withKey(submissionKey, 'Twice At Once Ltd')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().incident).toEqual(b.json().incident);
    expect(await incidentsOf('Twice At Once Ltd')).toHaveLength(1);
    const [row] = await t.app.db.select().from(reportSubmissions).where(eq(reportSubmissions.key, submissionKey));
    expect(row?.incidentId).toBe(a.json().incident.id);
  });

  it('refuses a key it cannot read, and keeps nothing', async () => {
    const before = await countRows(t.app);
    const res = await postReport(t.app, withKey('short', 'Odd Key Traders'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The form sent a report key this server cannot read; please send the report again');
    expect(await countRows(t.app)).toEqual(before);
  });

  it('still takes a report without a key, as every report used to be sent', async () => {
    const res = await postReport(t.app, reportForm(validReport({ platformName: 'No Key Exchange' })));
    expect(res.statusCode).toBe(201);
  });
});

describe('a report whose sender has gone', () => {
  it('is not kept when the connection closed before it committed: no incident, no key, its files removed', async () => {
    const before = await countRows(t.app);
    let discarded = false;
    const upload: IngestedUpload = {
      fields: { ...validReport({ platformName: 'Gone Away Capital' }), submissionKey: key() },
      files: [],
      commit: () => Promise.resolve(),
      discard: async () => {
        discarded = true;
      },
    };
    const gone = new AbortController();
    gone.abort();
    await expect(reportIncident(t.app, { upload, signedIn: null, by: { actor: victimActor(null) }, signal: gone.signal })).rejects.toMatchObject({ code: 'CLIENT_GONE' });
    expect(discarded).toBe(true);
    expect(await countRows(t.app)).toEqual(before);
    expect(await incidentsOf('Gone Away Capital')).toEqual([]);
  });
});
