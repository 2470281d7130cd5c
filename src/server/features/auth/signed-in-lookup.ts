import type { SignedInLookup } from '../../kernel/plugins/access';
import { secondFactorGate } from './second-factor/session-gate';
import { findStaffBySessionToken, findVictimBySessionToken } from './sessions';

/** How the access check learns who is asking: handed to the kernel's access plugin at start. */
export const signedInLookup: SignedInLookup = {
  findVictim: findVictimBySessionToken,
  findStaff: findStaffBySessionToken,
  secondFactorGate,
};
