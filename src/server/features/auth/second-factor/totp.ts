import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../../kernel/db/client';
import { staffTotp } from '../../../kernel/db/schema/index';
import { decryptField, encryptField } from '../../../kernel/crypto/field-cipher';

// A code from the period before or after the server's is accepted too (clocks on phones drift);
// RFC 6238 section 5.2 recommends at most one step either side.
const TOLERANCE_SECONDS = 30;
const PERIOD_SECONDS = 30;

export type TotpEnrolment = { secret: string; otpauthUri: string; qrCode: string };

/**
 * Starts (or restarts) setting up an authenticator app: a fresh secret, kept encrypted under the
 * data key and unconfirmed until the first right code. The QR code is an SVG made here, so the
 * secret never leaves for a third-party QR service.
 */
export async function startTotpEnrolment(
  db: Db | Tx,
  options: { adminUserId: number; accountName: string; issuer: string; dataKey: Buffer; now: Date },
): Promise<TotpEnrolment> {
  const secret = generateSecret();
  const secretEncrypted = encryptField(options.dataKey, secret);
  await db
    .insert(staffTotp)
    .values({ adminUserId: options.adminUserId, secretEncrypted })
    .onConflictDoUpdate({ target: staffTotp.adminUserId, set: { secretEncrypted, confirmedAt: null, lastTimeStep: null, createdAt: options.now } });
  const otpauthUri = generateURI({ issuer: options.issuer, label: options.accountName, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks a six-digit code against an account's app and, when it is right, takes its period, so the
 * same code (or an older one) is never accepted again: the update only succeeds while the stored
 * period is earlier, which also settles two requests racing with one code. `confirmed` chooses
 * between an enrolled app and one waiting for its first code.
 */
export async function acceptTotpCode(
  db: Db | Tx,
  options: { adminUserId: number; code: string; dataKey: Buffer; now: Date; confirmed: boolean },
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(staffTotp)
    .where(and(eq(staffTotp.adminUserId, options.adminUserId), options.confirmed ? isNotNull(staffTotp.confirmedAt) : isNull(staffTotp.confirmedAt)))
    .limit(1);
  if (!row || !/^\d{6}$/.test(options.code)) return false;
  const epoch = Math.floor(options.now.getTime() / 1000);
  // Every period a code could come from has been used already (otplib would throw on this).
  if (row.lastTimeStep !== null && row.lastTimeStep >= Math.floor((epoch + TOLERANCE_SECONDS) / PERIOD_SECONDS)) return false;
  const result = await verify({
    secret: decryptField(options.dataKey, row.secretEncrypted),
    token: options.code,
    epoch,
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(row.lastTimeStep !== null ? { afterTimeStep: row.lastTimeStep } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  const taken = await db
    .update(staffTotp)
    .set({ lastTimeStep: result.timeStep, ...(options.confirmed ? {} : { confirmedAt: options.now }) })
    .where(
      and(
        eq(staffTotp.adminUserId, options.adminUserId),
        eq(staffTotp.secretEncrypted, row.secretEncrypted),
        or(isNull(staffTotp.lastTimeStep), lt(staffTotp.lastTimeStep, result.timeStep)),
      ),
    )
    .returning({ adminUserId: staffTotp.adminUserId });
  return taken.length === 1;
}
