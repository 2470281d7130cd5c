import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The known-device cookie (see login-failures.ts): a random device id bound to one account. */
export const DEVICE_COOKIE = 'haven_device';
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
// Only the sign-in route reads it, so no other request carries it.
const DEVICE_COOKIE_PATH = '/api/auth/login';

// The cookie names its account by a hash, not the address: it says nothing to whoever reads it,
// and a device cookie earned on one account matches no other.
function accountTag(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/** The device id this browser holds for `email`, if its cookie is signed by us and names that account. */
export function knownDeviceFor(request: FastifyRequest, email: string): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid) return null;
  const [deviceId, tag, ...rest] = unsigned.value.split('.');
  return deviceId && rest.length === 0 && tag === accountTag(email) ? deviceId : null;
}

/** Marks this browser as a known device for `email`, keeping its device id when it already had one. */
export function setDeviceCookie(reply: FastifyReply, email: string, deviceId: string | null): void {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${id}.${accountTag(email)}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.isProduction,
    path: DEVICE_COOKIE_PATH,
    expires: new Date(Date.now() + DEVICE_TTL_MS),
  });
}

/** The counting key of a sign-in attempt: its own for a known device, else the account's shared one. */
export function failureKeyFor(email: string, deviceId: string | null): string {
  const tag = accountTag(email);
  return deviceId ? `device:${tag}:${deviceId}` : `account:${tag}`;
}
