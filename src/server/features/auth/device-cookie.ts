import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseIdentifier } from '@shared/identifier';

/** The known-device cookie (see sign-in-limits.ts): a random device id bound to one account. */
export const DEVICE_COOKIE = 'haven_device';
/** The staff sign-in's own known-device cookie: same budget and rules, its own name and path. */
export const STAFF_DEVICE_COOKIE = 'haven_staff_device';
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** Whose sign-in a device cookie is for; only that sign-in route reads it, so no other request carries it. */
export type DeviceCookieKind = 'victim' | 'staff';
const cookieOf = {
  victim: { name: DEVICE_COOKIE, path: '/api/auth/login' },
  staff: { name: STAFF_DEVICE_COOKIE, path: '/api/admin/login' },
} as const satisfies Record<DeviceCookieKind, { name: string; path: string }>;

// The cookie names its account by a hash, not the address: it says nothing to whoever reads it,
// and a device cookie earned on one account matches no other.
function accountTag(email: string): string {
  return createHash('sha256').update(normaliseIdentifier(email)).digest('base64url').slice(0, 22);
}

/**
 * The device id this browser holds for `email` (a staff username for 'staff'), if its cookie is
 * signed by us and names that account.
 */
export function knownDeviceFor(request: FastifyRequest, email: string, kind: DeviceCookieKind = 'victim'): string | null {
  const raw = request.cookies[cookieOf[kind].name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid) return null;
  const [deviceId, tag, ...rest] = unsigned.value.split('.');
  return deviceId && rest.length === 0 && tag === accountTag(email) ? deviceId : null;
}

/** Marks this browser as a known device for `email`, keeping its device id when it already had one. */
export function setDeviceCookie(reply: FastifyReply, email: string, deviceId: string | null, kind: DeviceCookieKind = 'victim'): void {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  reply.setCookie(cookieOf[kind].name, `${id}.${accountTag(email)}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.isProduction,
    path: cookieOf[kind].path,
    expires: new Date(Date.now() + DEVICE_TTL_MS),
  });
}
