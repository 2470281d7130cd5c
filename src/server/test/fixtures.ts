import { normaliseIdentifier } from '@shared/identifier';
import type { StaffRole } from '@shared/staff/roles';
import type { FastifyInstance } from 'fastify';
import { staffUsers, fraudIncidents, platforms, userProfiles } from '../kernel/db/schema/index';
import type { IncidentStatus } from '@shared/incidents/status';
import { hashPassword } from '../features/auth/passwords';
import { createStaffSession, createVictimSession } from '../features/auth/sessions';
import { SESSION_COOKIE } from '../kernel/plugins/access';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

// argon2 at its production cost takes a tenth of a second or more per hash, and most tests make
// several accounts with the same password: they share one hash, worked out once per test file.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createPlatform(app: FastifyInstance, values: Partial<typeof platforms.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(platforms)
    .values({ name: `Platform ${unique()}`, type: 'Cryptocurrency Exchange', recoveryAvailable: true, ...values })
    .returning();
  return row!;
}

export async function createIncident(
  app: FastifyInstance,
  values: Partial<typeof fraudIncidents.$inferInsert> & { victimEmail: string; status?: IncidentStatus },
) {
  const platformId = values.platformId ?? (await createPlatform(app)).id;
  const [row] = await app.db
    .insert(fraudIncidents)
    // Confirmed as the victim's own unless a test says otherwise (D18).
    .values({
      incidentDate: '2026-03-01',
      lossAmount: '1500.00',
      description: 'Sent money to a fake exchange',
      confirmedAt: new Date(),
      confirmedVia: 'email_link',
      ...values,
      platformId,
    })
    .returning();
  return row!;
}

/** A verified victim with a live session; `cookie` goes straight into `inject({ cookies })`. */
export async function createVictim(app: FastifyInstance, email = `victim-${unique()}@example.com`, password = 'correct horse battery') {
  const [profile] = await app.db
    .insert(userProfiles)
    // Stored as every writer stores it (shared/identifier.ts).
    .values({ email: normaliseIdentifier(email), fullName: 'Test Victim', country: 'uk', passwordHash: await hashOnce(password), isVerified: true })
    .returning();
  const session = await createVictimSession(app.db, profile!.id);
  return { profile: profile!, password, cookies: { [SESSION_COOKIE]: session.token } };
}

/** A staff account with a live session; an admin unless `role` says caseworker (D17). */
export async function createStaff(app: FastifyInstance, options: { role?: StaffRole; email?: string } = {}) {
  const username = `staff-${unique()}`;
  const [admin] = await app.db
    .insert(staffUsers)
    .values({
      username,
      displayName: username,
      email: options.email ?? `${username}@staff.example.org`,
      role: options.role ?? 'admin',
      passwordHash: await hashOnce('staff-password-123'),
    })
    .returning();
  const session = await createStaffSession(app.db, admin!.id);
  return { admin: admin!, headers: { authorization: `Bearer ${session.token}` } };
}
