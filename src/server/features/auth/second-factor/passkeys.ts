import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt } from 'drizzle-orm';
import type { PasskeySummary } from '@shared/auth/second-factor';
import type { Db } from '../../../kernel/db/client';
import { staffPasskeyChallenges, staffPasskeys } from '../../../kernel/db/schema/index';
import type { Dependencies } from '../../../dependencies';
import { AppError } from '../../../kernel/errors';
import { recordAudit, type Change } from '../../audit/record-audit';
import { getSettingValue } from '../../settings/queries';
import { refuseWhileCodeOwed } from './manage-factors';
import { replaceRecoveryCodes } from './recovery-codes';
import { markSessionProved, refuseWrongProof, staffAudit } from './session-marks';
import { beginSecondFactorProof, secondFactorProofSucceeded } from '../sign-in-limits';
import { SECOND_FACTOR_ATTEMPTS } from '@shared/auth/second-factor';
import { hasSecondFactor } from './session-gate';
import { type StaffIdentity, type SecondFactorGate } from '../../../kernel/plugins/access';

type Deps = Pick<Dependencies, 'db' | 'clock'> & { config: Pick<Dependencies['config'], 'publicUrl'> };
/** The staff member changing their own second factor: who it is done to, and the change (D26). */
type Input = { staff: StaffIdentity; by: Change };

// A ceremony the browser has not answered within this long is started again.
const CHALLENGE_MS = 5 * 60_000;
const REFUSED = 'This passkey could not be used. Please try again, or use a code from your app';

/** The relying party is the platform's public address (PUBLIC_URL): passkeys are bound to it. */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

async function keepChallenge(db: Db, sessionId: number, challenge: string, purpose: 'register' | 'authenticate', now: Date) {
  await db
    .insert(staffPasskeyChallenges)
    .values({ sessionId, challenge, purpose, createdAt: now })
    .onConflictDoUpdate({ target: staffPasskeyChallenges.sessionId, set: { challenge, purpose, createdAt: now } });
}

/** The session's last challenge for this purpose, taken so it answers one ceremony only. */
async function takeChallenge(db: Db, sessionId: number, purpose: 'register' | 'authenticate', now: Date): Promise<string | null> {
  const [row] = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.sessionId, sessionId),
        eq(staffPasskeyChallenges.purpose, purpose),
        gt(staffPasskeyChallenges.createdAt, new Date(now.getTime() - CHALLENGE_MS)),
      ),
    )
    .returning({ challenge: staffPasskeyChallenges.challenge });
  return row?.challenge ?? null;
}

const accountPasskeys = (db: Db, adminUserId: number) =>
  db.select().from(staffPasskeys).where(eq(staffPasskeys.adminUserId, adminUserId)).orderBy(staffPasskeys.id);

const splitTransports = (text: string) => (text ? text.split(',') : []);

export async function passkeyRegistrationOptions(deps: Deps, input: Input & { gate: SecondFactorGate }) {
  refuseWhileCodeOwed(input.gate);
  const { rpID } = relyingParty(deps.config.publicUrl);
  const existing = await accountPasskeys(deps.db, input.staff.adminId);
  const options = await generateRegistrationOptions({
    rpName: (await getSettingValue(deps.db, 'platform_name')) || 'Haven',
    rpID,
    userName: input.staff.username,
    userDisplayName: input.staff.displayName ?? input.staff.username,
    // A fixed handle per account, so an authenticator keeps one passkey per staff member here.
    userID: new TextEncoder().encode(`haven-staff-${input.staff.adminId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: splitTransports(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    supportedAlgorithmIDs: [-7, -257],
  });
  await keepChallenge(deps.db, input.staff.sessionId, options.challenge, 'register', deps.clock());
  return options;
}

/** Keeps a new passkey after checking the browser's answer; a first factor brings recovery codes. */
export async function registerPasskey(
  deps: Deps,
  input: Input & { gate: SecondFactorGate; name?: string; credential: RegistrationResponseJSON },
): Promise<{ passkey: PasskeySummary; recoveryCodes: string[] | null }> {
  refuseWhileCodeOwed(input.gate);
  const now = deps.clock();
  const challenge = await takeChallenge(deps.db, input.staff.sessionId, 'register', now);
  if (!challenge) throw new AppError('PASSKEY_REFUSED', 'This request to add a passkey has expired. Please start again');
  const { rpID, origin } = relyingParty(deps.config.publicUrl);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    // The library throws on any answer it cannot accept: a wrong origin, challenge or signature.
    throw new AppError('PASSKEY_REFUSED', 'This passkey could not be added. Please try again');
  }
  if (!verification.verified) throw new AppError('PASSKEY_REFUSED', 'This passkey could not be added. Please try again');
  const { credential } = verification.registrationInfo;
  const name = input.name?.trim() || 'Passkey';
  return deps.db.transaction(async (tx) => {
    const hadFactor = await hasSecondFactor(tx, input.staff.adminId);
    const [row] = await tx
      .insert(staffPasskeys)
      .values({
        adminUserId: input.staff.adminId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        name,
      })
      .onConflictDoNothing({ target: staffPasskeys.credentialId })
      .returning();
    if (!row) throw new AppError('PASSKEY_REFUSED', 'This passkey is already registered');
    const recoveryCodes = hadFactor ? null : await replaceRecoveryCodes(tx, input.staff.adminId);
    await markSessionProved(tx, { sessionId: input.staff.sessionId, now, secondFactor: true });
    await recordAudit(tx, staffAudit(input, { action: 'staff.second_factor_added', after: { method: 'passkey', name } }));
    return {
      passkey: { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null },
      recoveryCodes,
    };
  });
}

export async function passkeyAuthenticationOptions(deps: Deps, input: Input) {
  const existing = await accountPasskeys(deps.db, input.staff.adminId);
  if (existing.length === 0) throw new AppError('SECOND_FACTOR_NOT_SET_UP', 'No passkey is set up for this account');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config.publicUrl).rpID,
    allowCredentials: existing.map((p) => ({ id: p.credentialId, transports: splitTransports(p.transports) })),
    userVerification: 'preferred',
  });
  await keepChallenge(deps.db, input.staff.sessionId, options.challenge, 'authenticate', deps.clock());
  return options;
}

/** A passkey as the second factor (or a fresh confirmation): completes the session when it checks out. */
export async function authenticateWithPasskey(deps: Deps, input: Input & { credential: AuthenticationResponseJSON }): Promise<void> {
  const now = deps.clock();
  await beginSecondFactorProof(deps.db, { adminId: input.staff.adminId, limit: SECOND_FACTOR_ATTEMPTS, now });
  const challenge = await takeChallenge(deps.db, input.staff.sessionId, 'authenticate', now);
  if (!challenge) throw new AppError('PASSKEY_REFUSED', 'This sign-in request has expired. Please try the passkey again');
  const [passkey] = await deps.db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.credentialId, input.credential.id), eq(staffPasskeys.adminUserId, input.staff.adminId)))
    .limit(1);
  const { rpID, origin } = relyingParty(deps.config.publicUrl);
  let verified = false;
  let newCounter = 0;
  if (passkey) {
    try {
      const result = await verifyAuthenticationResponse({
        response: input.credential,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: splitTransports(passkey.transports) as never,
        },
        requireUserVerification: false,
      });
      verified = result.verified;
      newCounter = result.authenticationInfo.newCounter;
    } catch {
      verified = false;
    }
  }
  if (!passkey || !verified) {
    return refuseWrongProof(deps.db, { staff: input.staff, by: input.by, now, method: 'passkey', message: REFUSED });
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(staffPasskeys).set({ counter: newCounter, lastUsedAt: now }).where(eq(staffPasskeys.id, passkey.id));
    await markSessionProved(tx, { sessionId: input.staff.sessionId, now, secondFactor: true });
    await secondFactorProofSucceeded(tx, input.staff.adminId);
    await recordAudit(tx, staffAudit(input, { action: 'staff.second_factor_verified', after: { method: 'passkey', name: passkey.name } }));
  });
}
