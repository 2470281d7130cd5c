import { friendlyIban } from '../places/iban';
import { friendlyPhone } from '../places/phone';

/**
 * A money trail's account as people read it: an IBAN kept electronic is shown in groups of four
 * as banks print it, a phone number kept in E.164 with its country code apart ('+44 20 7946
 * 0958'), anything else exactly as it was typed. Only for showing: copy, search and linked cases
 * work on the kept form.
 */
export function friendlyAccount(stored: string): string {
  return friendlyPhone(friendlyIban(stored));
}
