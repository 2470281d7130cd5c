import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ImpersonationAnswer, ImpersonationVerdict } from '@shared/impersonation/schema';
import { normaliseIdentifier } from '@shared/identifier';
import type { Db } from '../../kernel/db/client';
import { impersonationChecks, staffUsers } from '../../kernel/db/schema/index';
import { getSettingValue } from '../settings/queries';
import { readContact, sameSite, samePhone, type Contact } from './read-contact';

type Channel = ImpersonationAnswer['officialChannels'][number];

/**
 * The channels the organisation publishes as its own: the support contact, the address its mail
 * comes from, its site, and what Settings, General, Official channels lists. Only these are named
 * to a visitor: never a staff member's own address.
 */
export async function officialChannels(db: Db, publicUrl?: string): Promise<Channel[]> {
  const [support, sender, site, listed] = await Promise.all([
    getSettingValue(db, 'support_email'),
    getSettingValue(db, 'mail_from_address'),
    getSettingValue(db, 'platform_url'),
    getSettingValue(db, 'official_channels'),
  ]);
  const channels: Channel[] = [];
  const add = (contact: Contact) => {
    if (contact.kind === 'name') return;
    if (!channels.some((c) => c.kind === contact.kind && c.value === contact.value)) channels.push({ kind: contact.kind, value: contact.value });
  };
  // The address this server answers on is ours too, whatever the settings say.
  for (const text of [support, sender, site, publicUrl, ...(listed ?? '').split(/[,;\n]+/)]) {
    if (text && text.trim()) add(readContact(text));
  }
  return channels;
}

/** One case-folded form of a name, spaces collapsed, for comparing names people type. */
const foldName = (name: string) => normaliseIdentifier(name).replace(/\s+/g, ' ');

async function verdictOf(db: Db, contact: Contact, channels: Channel[]): Promise<ImpersonationVerdict> {
  switch (contact.kind) {
    case 'email': {
      if (channels.some((c) => c.kind === 'email' && c.value === contact.value)) return 'official';
      // A staff member's work address is ours, though it is never listed: said as "someone on
      // our team", never whose. Only a working account: a disabled one is nobody's here any more.
      // Addresses are stored normalised (shared/identifier.ts), as readContact reads this one: the unique index answers.
      const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).where(and(eq(staffUsers.email, contact.value), isNull(staffUsers.disabledAt)));
      return staff ? 'staff' : 'unknown';
    }
    case 'phone':
      return channels.some((c) => c.kind === 'phone' && samePhone(c.value, contact.value)) ? 'official' : 'unknown';
    case 'website':
      return channels.some((c) => c.kind === 'website' && sameSite(contact.value, c.value)) ? 'official' : 'unknown';
    case 'name': {
      const staff = await db.select({ name: staffUsers.displayName }).from(staffUsers).where(and(isNotNull(staffUsers.displayName), isNull(staffUsers.disabledAt)));
      const asked = foldName(contact.value);
      return staff.some((s) => s.name && foldName(s.name) === asked) ? 'staff_name' : 'unknown';
    }
  }
}

/**
 * "Is this really us?" (issue 27): reads what the visitor was contacted by, answers whether it is
 * ours, and keeps the look-up (the contact and the answer, nothing of the visitor) for staff.
 */
export async function checkContact(deps: { db: Db; config: { publicUrl: string } }, typed: string): Promise<ImpersonationAnswer> {
  const contact = readContact(typed);
  const channels = await officialChannels(deps.db, deps.config.publicUrl);
  const verdict = await verdictOf(deps.db, contact, channels);
  const [stored] = await deps.db.insert(impersonationChecks).values({ kind: contact.kind, value: contact.value, verdict }).returning({ publicId: impersonationChecks.publicId });
  return { id: stored!.publicId, kind: contact.kind, value: contact.value, verdict, officialChannels: channels };
}
