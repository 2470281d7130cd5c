import type { SignedInLookup } from '../../kernel/plugins/access';
import { gateOf } from './second-factor/session-gate';
import { findStaffSession, findVictimBySessionToken } from './sessions';

/** How the access check learns who is asking: handed to the kernel's access plugin at start. */
export const signedInLookup: SignedInLookup = {
  findVictim: findVictimBySessionToken,
  // The session, its account and its second-factor marks in one statement.
  async findStaff(db, { token, now, touch, isProduction }) {
    const found = await findStaffSession(db, { token, now, touch });
    return found ? { staff: found.staff, secondFactor: await gateOf(db, found.marks, isProduction) } : null;
  },
};
