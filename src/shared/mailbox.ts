import { normaliseIdentifier } from './identifier';

/**
 * The mailbox an address delivers to, so that one person's spellings of it count as one reporter
 * (D18 needs two different people). Everything after a '+' in the local part is a tag most mail
 * providers deliver to the same mailbox (me+1@, me+2@); Gmail also ignores dots in the local part
 * and delivers googlemail.com to gmail.com. Without this, one mailbox confirmed its own reports
 * under two tagged addresses and put any site it liked on the public list (issue 22 §6).
 * Only for telling people apart (counting reporters; "Notify me" never tells a person of their own
 * report): the address stored and mailed stays as the reporter typed it.
 */
export function canonicalMailbox(email: string): string {
  const address = normaliseIdentifier(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
