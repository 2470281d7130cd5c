import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { VERIFICATION_TOKEN_TTL_MS } from '@shared/limits';
import type { Db, Tx } from '../../kernel/db/client';
import { verificationTokens, type EmailTokenPurpose } from '../../kernel/db/schema/index';
import { createToken, hashToken } from './tokens';

export type TokenPurpose = EmailTokenPurpose;

/** A link as it is used: its token, what it is for, and the time, which decides whether it has expired. */
type LinkUse = { token: string; purpose: TokenPurpose; now: Date };

// E-mailed links are credentials, made like the others in tokens.ts, so they live in auth: reports,
// search, staff-made accounts and the verification pages all issue or redeem them.

// Links that let their holder in (set a password, read the search results); a report
// confirmation link only attaches a report and is left alone when a password changes.
const accessPurposes: TokenPurpose[] = ['verify_email', 'search_results'];

/** A random link token; only its SHA-256 is stored. */
export async function issueEmailToken(
  db: Db | Tx,
  input: { email: string; purpose: TokenPurpose; recoveryApplicationId?: number; incidentId?: number; ttlMs?: number },
): Promise<string> {
  const token = createToken();
  await db.insert(verificationTokens).values({
    email: input.email.trim().toLowerCase(),
    tokenHash: hashToken(token),
    purpose: input.purpose,
    recoveryApplicationId: input.recoveryApplicationId,
    incidentId: input.incidentId,
    expiresAt: new Date(Date.now() + (input.ttlMs ?? VERIFICATION_TOKEN_TTL_MS)),
  });
  return token;
}

/** The row of this token, if it is unused, unexpired and of the given purpose. */
function isLive({ token, purpose, now }: LinkUse) {
  return and(
    eq(verificationTokens.tokenHash, hashToken(token)),
    eq(verificationTokens.purpose, purpose),
    eq(verificationTokens.isUsed, false),
    gt(verificationTokens.expiresAt, now),
  );
}

/** A token that is unused, unexpired and of the given purpose; null otherwise. */
export async function findLiveToken(db: Db | Tx, link: LinkUse) {
  const [row] = await db
    .select()
    .from(verificationTokens)
    .where(isLive(link))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the token used in one conditional UPDATE, so of two requests racing with the same link
 * exactly one gets the row back.
 */
export async function consumeToken(tx: Tx, link: LinkUse) {
  const [row] = await tx
    .update(verificationTokens)
    .set({ isUsed: true, usedAt: link.now })
    .where(isLive(link))
    .returning({
      email: verificationTokens.email,
      recoveryApplicationId: verificationTokens.recoveryApplicationId,
      incidentId: verificationTokens.incidentId,
    });
  return row ?? null;
}

/** Uses up every unused access link of an address, so none issued before now still works. */
export async function revokeAccessLinks(tx: Tx, input: { email: string; now: Date }): Promise<void> {
  await tx
    .update(verificationTokens)
    .set({ isUsed: true, usedAt: input.now })
    .where(
      and(
        sql`lower(${verificationTokens.email}) = ${input.email.trim().toLowerCase()}`,
        inArray(verificationTokens.purpose, accessPurposes),
        eq(verificationTokens.isUsed, false),
      ),
    );
}
