import { fraudTypeLabel } from '@shared/incidents/fraud-types';
import type { IdentifierKind } from './classify-identifiers';
import type { ScammerIdentifier } from './gather-identifiers';

/** What each kind of identifier is, in the words both files use for it. */
export const identifierWords: Record<IdentifierKind, string> = {
  domain: 'Domain of a website where victims reported fraud',
  url: 'Address of a web page where victims reported fraud',
  email: "E-mail address that received fraud victims' money",
  phone: "Phone number that received fraud victims' money",
  iban: "IBAN that received fraud victims' money",
  'bank-account': "Bank account number that received fraud victims' money",
  btc: "Bitcoin address that received fraud victims' money",
  eth: "Ethereum address that received fraud victims' money",
  xmr: "Monero address that received fraud victims' money",
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The one sentence an indicator or attribute carries: what it is, from how many confirmed cases,
 * when, and their fraud types. Nothing about any victim.
 */
export function describeIdentifier(identifier: ScammerIdentifier, organisation: string): string {
  const cases = identifier.cases === 1 ? '1 confirmed case' : `${identifier.cases} confirmed cases`;
  const when =
    day(identifier.firstSeen) === day(identifier.lastSeen)
      ? `recorded ${day(identifier.firstSeen)}`
      : `first recorded ${day(identifier.firstSeen)}, last ${day(identifier.lastSeen)}`;
  const types = identifier.fraudTypes.length > 0 ? ` Fraud types: ${identifier.fraudTypes.map((type) => fraudTypeLabel(type).toLowerCase()).join(', ')}.` : '';
  return `${identifierWords[identifier.kind]}. From ${cases} at ${organisation}, ${when}.${types}`;
}
