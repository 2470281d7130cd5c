import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '@shared/imports/schema';
import { moneyTrails } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';
import { createIncident } from '../../test/fixtures';

// Issue 28: an imported money trail's accounts follow the form's rules: an IBAN whose check digits
// do not hold or a phone number that is none is refused, row and column named; a good one is kept
// in its one written form, so the imported case links with the others on the real account.

const t = appWithPeople();
const HEADER = 'Case,Type,Amount,Currency,From account,To account,Transaction date';

const post = (url: string, fields: Record<string, string>, data: string, address: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([data], { type: 'text/csv' }), 'accounts.csv');
  return t.app.inject({ method: 'POST', url, headers: t.admin.headers, payload: form, remoteAddress: address });
};

let caseId: number;
beforeAll(async () => {
  caseId = (await createIncident(t.app, { victimEmail: `import.accounts.${Date.now()}@example.com` })).id;
});

describe('importing money trails with IBANs and phone numbers (issue 28)', () => {
  it('refuses a bad IBAN or phone number by row and column, and keeps the good ones in their one form', async () => {
    const file = [
      HEADER,
      `${caseId},transfer,100,EUR,+44 20 7946 0958,gb29 nwbk 6016 1331 9268 19,2025-02-01`,
      `${caseId},transfer,100,EUR,,GB29 NWBK 6016 1331 9268 18,2025-02-02`,
      `${caseId},transfer,100,EUR,+44 12,Mule account 1,2025-02-03`,
    ].join('\r\n');
    const previewed = await post('/api/admin/imports/preview', { kind: 'money-trails' }, file, '10.28.0.1');
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json<ImportPreview>();
    expect(preview.problems).toEqual([
      { row: 3, column: 'To account', message: 'That IBAN does not add up (its check digits do not match): check it against the statement' },
      { row: 4, column: 'From account', message: 'That phone number is not a valid one: write it with its country code, for example +44 20 7946 0958' },
    ]);

    const done = await post('/api/admin/imports', { kind: 'money-trails', previewDigest: preview.previewDigest, vouched: 'false' }, file, '10.28.0.2');
    expect(done.statusCode, done.body).toBe(201);
    const ids = done.json<ImportResult>().records.map((record) => record.id);
    const rows = await t.app.db.select({ fromAccount: moneyTrails.fromAccount, toAccount: moneyTrails.toAccount }).from(moneyTrails).where(inArray(moneyTrails.id, ids));
    expect(rows).toEqual([{ fromAccount: '+442079460958', toAccount: 'GB29NWBK60161331926819' }]);
  });
});
