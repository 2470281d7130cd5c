import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countryCodeOf } from '@shared/places/country-schema';
import { dataPasses, moneyTrails, recoveryApplications, userProfiles } from '../db/schema/index';
import { projectPath } from '../project-path';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident } from '../../test/fixtures';
import { normaliseStoredNumbers } from './normalise-stored-numbers';

// Issue 28: rows kept before countries were codes and numbers had one form. Migration 0032 turns
// countries that name one into codes; the start then writes phones and money trails' IBANs and
// phone numbers in their one form. Whatever cannot be read stays exactly as it was.

const t = testAppForSuite();

const profile = (email: string, country: string, phone: string | null) => ({ email, fullName: 'Places Legacy', country, phone, passwordHash: 'x', isVerified: true });
const application = (email: string, country: string, phone: string | null) => ({
  fullName: 'Places Legacy',
  email,
  phone,
  country,
  platformName: 'CoinVault',
  fraudType: 'other' as const,
  incidentDate: '2026-01-02',
  lossAmount: '10.00',
  incidentDescription: 'Kept before issue 28.',
  acceptTerms: true,
});

async function runMigration() {
  const migration = await readFile(projectPath('drizzle/0032_places_and_numbers.sql'), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await t.app.db.execute(sql.raw(statement));
}

let incident: { id: number };
beforeAll(async () => {
  incident = await createIncident(t.app, { victimEmail: 'places.legacy@example.com' });
});

describe('countries kept before codes (migration 0032)', () => {
  it('turns every value that names a country into its code, as requests are read, and leaves the rest exactly', async () => {
    const stored = ['United Kingdom', ' kenya ', 'USA', 'gb', 'Côte d’Ivoire', 'Turkey', 'Czechia', 'GH', 'Narnia', 'other', 'U K'];
    const users = await t.app.db
      .insert(userProfiles)
      .values(stored.map((country, i) => profile(`country.${i}@example.com`, country, null)))
      .returning({ id: userProfiles.id });
    const apps = await t.app.db
      .insert(recoveryApplications)
      .values(['us', 'uk', 'ca', 'au', 'other'].map((country, i) => application(`app.${i}@example.com`, country, null)))
      .returning({ id: recoveryApplications.id });

    await runMigration();

    const userCountries = await t.app.db.select({ id: userProfiles.id, country: userProfiles.country }).from(userProfiles).where(inArray(userProfiles.id, users.map((u) => u.id))).orderBy(userProfiles.id);
    expect(userCountries.map((row) => row.country)).toEqual(['GB', 'KE', 'US', 'GB', 'CI', 'TR', 'CZ', 'GH', 'Narnia', 'other', 'U K']);
    // The migration and the request's reading agree on every value they both read.
    stored.forEach((value, i) => {
      const code = countryCodeOf(value);
      if (userCountries[i]!.country !== value) expect(userCountries[i]!.country).toBe(code);
    });
    const appCountries = await t.app.db.select({ country: recoveryApplications.country }).from(recoveryApplications).where(inArray(recoveryApplications.id, apps.map((a) => a.id))).orderBy(recoveryApplications.id);
    expect(appCountries.map((row) => row.country)).toEqual(['US', 'GB', 'CA', 'AU', 'other']);
  });
});

describe('numbers kept before their one form (finished at start)', () => {
  it('writes phones in E.164, read in the row’s country, and money trails’ IBANs and phone numbers in their one form; leaves what it cannot read', async () => {
    const [victim, keeps] = await t.app.db
      .insert(userProfiles)
      .values([profile('phone.gb@example.com', 'GB', '020 7946 0958'), profile('phone.bad@example.com', 'Narnia', '12 34')])
      .returning({ id: userProfiles.id });
    const [app] = await t.app.db.insert(recoveryApplications).values(application('phone.app@example.com', 'US', '(202) 555-0143')).returning({ id: recoveryApplications.id });
    const trail = (toAccount: string, fromAccount: string | null = null) => ({ incidentId: incident.id, transactionType: 'transfer', amount: '1.00', toAccount, fromAccount, transactionDate: new Date('2026-01-02') });
    const trails = await t.app.db
      .insert(moneyTrails)
      .values([
        trail('de89 3704 0044 0532 0130 00', '0044 20 7946 0958'),
        trail('DE89 3704 0044 0532 0130 01'),
        trail('+44 12'),
        trail('Mule account 12345678 (J. Smith)', '(removed)'),
      ])
      .returning({ id: moneyTrails.id });
    const info = vi.fn();

    // A batch of one row: the pass pages through the rows to read, in id order.
    const changed = await normaliseStoredNumbers(t.app.db, { info }, { batch: 1 });

    expect(changed).toMatchObject({ user_profiles: 1, recovery_applications: 1, money_trails: 1 });
    expect(info).toHaveBeenCalledOnce();
    const phoneOf = async (id: number) => (await t.app.db.select({ phone: userProfiles.phone }).from(userProfiles).where(eq(userProfiles.id, id)))[0]!.phone;
    expect(await phoneOf(victim!.id)).toBe('+442079460958');
    expect(await phoneOf(keeps!.id)).toBe('12 34');
    expect((await t.app.db.select({ phone: recoveryApplications.phone }).from(recoveryApplications).where(eq(recoveryApplications.id, app!.id)))[0]!.phone).toBe('+12025550143');
    const rows = await t.app.db
      .select({ toAccount: moneyTrails.toAccount, fromAccount: moneyTrails.fromAccount, key: moneyTrails.fromAccountKey })
      .from(moneyTrails)
      .where(inArray(moneyTrails.id, trails.map((row) => row.id)))
      .orderBy(moneyTrails.id);
    expect(rows).toEqual([
      // The generated key follows, so a case that wrote '+44 20 7946 0958' links with this one.
      { toAccount: 'DE89370400440532013000', fromAccount: '+442079460958', key: '442079460958' },
      { toAccount: 'DE89 3704 0044 0532 0130 01', fromAccount: null, key: null },
      { toAccount: '+44 12', fromAccount: null, key: null },
      { toAccount: 'Mule account 12345678 (J. Smith)', fromAccount: '(removed)', key: null },
    ]);

    // Made once: the next start reads nothing, even a row written in an old form since.
    await t.app.db.insert(userProfiles).values(profile('phone.later@example.com', 'GB', '020 7946 0959'));
    expect(await normaliseStoredNumbers(t.app.db, { info })).toBeNull();
    expect(info).toHaveBeenCalledOnce();
    const [pass] = await t.app.db.select().from(dataPasses);
    expect(pass).toMatchObject({ name: 'stored-numbers-0032', changed: { user_profiles: 1, recovery_applications: 1, money_trails: 1 } });
  });
});
