import argon2 from 'argon2';
import { createPasswordWorkQueue, defaultPasswordWorkLimits } from './password-work';

/** Every argon2 call in the process goes through this one queue (password-work.ts says why). */
export const passwordWork = createPasswordWorkQueue(defaultPasswordWorkLimits);

// argon2id with the library's defaults (64 MiB, t=3): OWASP's recommended family (DECISIONS D11).
// `refuseWhenBusy` for a hash anyone holding a link may ask for (completing a verification or a
// staff password link): like a sign-in, it is refused with 503 when the queue is full rather than
// queueing without bound.
export function hashPassword(password: string, options: { refuseWhenBusy?: boolean } = {}): Promise<string> {
  return passwordWork.run(() => argon2.hash(password, { type: argon2.argon2id }), { refuseWhenBusy: options.refuseWhenBusy ?? false });
}

/** `signal`: the asker has gone (kernel/plugins/client-gone.ts); the check is then not made. */
export async function verifyPassword(hash: string, password: string, options: { signal?: AbortSignal } = {}): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }, { refuseWhenBusy: true, signal: options.signal });
}

// Verifying against a fixed hash when the account does not exist keeps the response time the
// same, so a login form cannot be used to learn which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
