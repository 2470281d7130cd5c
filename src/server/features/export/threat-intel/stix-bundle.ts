import { randomUUID } from 'node:crypto';
import type { IdentifierKind } from './classify-identifiers';
import { describeIdentifier, identifierWords } from './describe-identifier';
import { uuidV5 } from './deterministic-id';
import type { ScammerIdentifier } from './gather-identifiers';

// A STIX 2.1 bundle (OASIS STIX 2.1, sections 3, 4.7 and 9): the organisation as an identity, the
// TLP:AMBER marking, and one indicator per scammer identifier, its pattern the STIX patterning
// language. Checked in the tests against the OASIS JSON schemas (fixtures/README.md).
//
// STIX 2.1 defines cyber-observables for domains, URLs and e-mail addresses, but none for a bank
// account, a phone number or a wallet. For those the patterns name the object types OpenCTI
// defines and imports (bank-account:iban, bank-account:account_number, phone-number:value,
// cryptocurrency-wallet:value; pycti's PATTERN_MAPPING), which the patterning grammar allows and
// which the teams receiving these files most often run; a consumer that does not know a type
// keeps the indicator and its words.

/** The TLP:AMBER marking exactly as STIX 2.1 defines it (section 7.2.1.4): limited disclosure. */
export const TLP_AMBER = {
  type: 'marking-definition',
  spec_version: '2.1',
  id: 'marking-definition--f88d31f6-486f-44da-b317-01333bde0b82',
  created: '2017-01-20T00:00:00.000Z',
  definition_type: 'tlp',
  name: 'TLP:AMBER',
  definition: { tlp: 'amber' },
} as const;

const objectPaths: Record<IdentifierKind, string> = {
  domain: 'domain-name:value',
  url: 'url:value',
  email: 'email-addr:value',
  phone: 'phone-number:value',
  iban: 'bank-account:iban',
  'bank-account': 'bank-account:account_number',
  btc: 'cryptocurrency-wallet:value',
  eth: 'cryptocurrency-wallet:value',
  xmr: 'cryptocurrency-wallet:value',
};

/** A string literal of the patterning grammar: quoted, with its backslashes and quotes escaped. */
const stixString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function stixPattern(identifier: Pick<ScammerIdentifier, 'kind' | 'value'>): string {
  return `[${objectPaths[identifier.kind]} = ${stixString(identifier.value)}]`;
}

export type StixExportInput = {
  /** The organisation's namespace (deterministic-id.ts): every id below is derived from it. */
  namespace: string;
  /** The organisation's name (the platform_name setting) and when it was last set. */
  organisation: { name: string; namedAt: Date };
  identifiers: ScammerIdentifier[];
};

const stamp = (date: Date) => date.toISOString();

/**
 * The bundle's text, one object a line, written as it is read: the identifiers are in memory
 * already, their JSON is not all made at once.
 */
export function* stixBundleText(input: StixExportInput): Generator<string> {
  const identityId = `identity--${uuidV5('identity', input.namespace)}`;
  const identity = {
    type: 'identity',
    spec_version: '2.1',
    id: identityId,
    // The identity as last named: a new name is a new version of the same identity.
    created: stamp(input.organisation.namedAt),
    modified: stamp(input.organisation.namedAt),
    name: input.organisation.name,
    identity_class: 'organization',
    description: 'Helps victims of online fraud; shares the identifiers scammers used in the cases it recorded.',
  };
  yield `{"type":"bundle","id":"bundle--${randomUUID()}","objects":[\n${JSON.stringify(identity)},\n${JSON.stringify(TLP_AMBER)}`;
  for (const identifier of input.identifiers) {
    const indicator = {
      type: 'indicator',
      spec_version: '2.1',
      // The same identifier keeps its id across exports, so a receiving platform updates it.
      id: `indicator--${uuidV5(`indicator:${identifier.kind}:${identifier.value}`, input.namespace)}`,
      created_by_ref: identityId,
      created: stamp(identifier.firstSeen),
      modified: stamp(identifier.lastSeen),
      name: `${identifierWords[identifier.kind]}: ${identifier.value}`,
      description: describeIdentifier(identifier, input.organisation.name),
      indicator_types: ['malicious-activity'],
      pattern: stixPattern(identifier),
      pattern_type: 'stix',
      pattern_version: '2.1',
      valid_from: stamp(identifier.firstSeen),
      labels: ['fraud', ...identifier.fraudTypes.map((type) => type.replace(/_/g, '-'))],
      object_marking_refs: [TLP_AMBER.id],
    };
    yield `,\n${JSON.stringify(indicator)}`;
  }
  yield '\n]}\n';
}
