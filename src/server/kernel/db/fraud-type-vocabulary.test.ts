import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyApplicationFraudTypes } from '@shared/incidents/fraud-types';
import { projectPath } from '../project-path';
import { pgliteExtensions } from './client';

const migration = readFileSync(projectPath('drizzle/0003_fraud_type_vocabulary.sql'), 'utf8');

// The migration touches one column of two tables: those alone, without migrating a whole database.
let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create({ extensions: pgliteExtensions });
  await client.exec(`
    create table recovery_applications (id serial primary key, fraud_type text not null);
    create table fraud_incidents (id serial primary key, fraud_type text);
  `);
});
afterAll(() => client.close());

describe('migration 0003: one vocabulary of fraud types', () => {
  it("rewrites the recovery form's former values in applications and incidents, and leaves the rest", async () => {
    const stored = [...Object.keys(legacyApplicationFraudTypes), 'phishing', 'advance_fee_fraud', 'other'];
    for (const fraudType of stored) {
      await client.query('insert into recovery_applications (fraud_type) values ($1)', [fraudType]);
      await client.query('insert into fraud_incidents (fraud_type) values ($1)', [fraudType]);
    }
    await client.query('insert into fraud_incidents (fraud_type) values (null)');

    for (const statement of migration.split('--> statement-breakpoint')) await client.exec(statement);

    const expected = stored.map((value) => (legacyApplicationFraudTypes as Record<string, string>)[value] ?? value);
    const fraudTypesIn = async (table: string) =>
      (await client.query<{ fraud_type: string | null }>(`select fraud_type from ${table} order by id`)).rows.map((r) => r.fraud_type);
    expect(await fraudTypesIn('recovery_applications')).toEqual(expected);
    expect(await fraudTypesIn('fraud_incidents')).toEqual([...expected, null]);
  });
});
