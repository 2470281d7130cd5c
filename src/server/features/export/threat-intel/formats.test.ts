import { describe, expect, it } from 'vitest';
import { mispExample, mispProblems, mispSchemaProblems, STIX_COMPARISON, stixExample, stixSchemaProblems } from './fixtures/validators';
import { identifierKinds, type IdentifierKind } from './classify-identifiers';
import { organisationNamespace } from './deterministic-id';
import type { ScammerIdentifier } from './gather-identifiers';
import { mispEventText } from './misp-event';
import { stixBundleText, stixPattern, TLP_AMBER } from './stix-bundle';

// Every kind of identifier Haven writes, through both formats, against the published schemas
// (fixtures/README.md). The API tests (staff-routes.test.ts) run the same checks on real exports.

const values: Record<IdentifierKind, string> = {
  domain: 'coinharbor-invest.com',
  url: "https://login.coinharbor-invest.com/deposit/it's-here\\now",
  email: 'payments.desk@scam-mail.example',
  phone: '+447700900123',
  iban: 'DE89370400440532013000',
  'bank-account': '60161331926819',
  btc: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  eth: '0x52908400098527886e0f7030069857d2e4169ee7',
  xmr: '48edfHu7V9Z84YzzMa6fUueoELZ9ZRXq9VetWzYGzKt52XU5xvqgzYnDK9URnRoJMk1j8nLwEVsaSWJ4fhdUyZijBGUicoD',
};
const identifiers: ScammerIdentifier[] = identifierKinds.map((kind, index) => ({
  kind,
  value: values[kind],
  firstSeen: new Date(Date.UTC(2026, 2, 1 + index, 9, 30)),
  lastSeen: new Date(Date.UTC(2026, 3, 1 + index, 9, 30)),
  cases: index + 1,
  fraudTypes: ['investment_scam', 'romance_scam'],
}));
const namespace = organisationNamespace('https://help.example.org');
const organisation = { name: 'Harbour Help', namedAt: new Date('2026-01-05T08:00:00.000Z') };

const stix = (list = identifiers) => JSON.parse([...stixBundleText({ namespace, organisation, identifiers: list })].join('')) as { id: string; objects: Record<string, unknown>[] };
const misp = (list = identifiers) =>
  JSON.parse(
    [...mispEventText({ namespace, scopeKey: 'case:14', info: 'Scammer identifiers from Harbour Help, case FR-000014', complete: false, organisation, identifiers: list, exportedAt: new Date('2026-05-04T12:00:00.000Z') })].join(''),
  ) as { Event: { uuid: string; date: string; Attribute: Record<string, unknown>[] } };

describe('the validators hold the published schemas', () => {
  it("accept the projects' own examples and refuse a broken copy", () => {
    expect(stixSchemaProblems(stixExample())).toEqual([]);
    const broken = stixExample() as { objects: Record<string, unknown>[] };
    delete broken.objects[0]!.pattern_type;
    expect(stixSchemaProblems(broken)).not.toEqual([]);

    expect(mispSchemaProblems(mispExample())).toEqual([]);
    expect(mispSchemaProblems({ Event: { ...mispExample().Event, threat_level_id: 1 } })).not.toEqual([]);
    expect(mispSchemaProblems({ Event: { ...mispExample().Event, Unknown: [] } })).not.toEqual([]);
  });
});

describe('the STIX 2.1 bundle', () => {
  it('validates against the OASIS STIX 2.1 schemas, with an identity, the TLP:AMBER marking and an indicator per identifier', () => {
    const bundle = stix();
    expect(stixSchemaProblems(bundle)).toEqual([]);
    const [identity, marking, ...indicators] = bundle.objects;
    expect(identity).toMatchObject({ type: 'identity', name: 'Harbour Help', identity_class: 'organization' });
    expect(marking).toEqual(TLP_AMBER);
    expect(indicators).toHaveLength(identifierKinds.length);
    for (const indicator of indicators) {
      expect(indicator).toMatchObject({ type: 'indicator', created_by_ref: identity!.id, pattern_type: 'stix', object_marking_refs: [TLP_AMBER.id] });
      expect(indicator.pattern, String(indicator.pattern)).toMatch(STIX_COMPARISON);
      expect(indicator.labels).toEqual(['fraud', 'investment-scam', 'romance-scam']);
    }
  });

  it('writes each kind with the object path consumers match on, escaping quotes and backslashes', () => {
    expect(identifiers.map(stixPattern)).toEqual([
      "[domain-name:value = 'coinharbor-invest.com']",
      "[url:value = 'https://login.coinharbor-invest.com/deposit/it\\'s-here\\\\now']",
      "[email-addr:value = 'payments.desk@scam-mail.example']",
      "[phone-number:value = '+447700900123']",
      "[bank-account:iban = 'DE89370400440532013000']",
      "[bank-account:account_number = '60161331926819']",
      "[cryptocurrency-wallet:value = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4']",
      "[cryptocurrency-wallet:value = '0x52908400098527886e0f7030069857d2e4169ee7']",
      `[cryptocurrency-wallet:value = '${values.xmr}']`,
    ]);
  });

  it('gives an identifier the same id in every export of the organisation, and each bundle its own', () => {
    const first = stix();
    const second = stix([...identifiers].reverse());
    const idsOf = (bundle: ReturnType<typeof stix>) => Object.fromEntries(bundle.objects.map((object) => [String(object.pattern ?? object.type), object.id]));
    expect(idsOf(second)).toEqual(idsOf(first));
    expect(second.id).not.toBe(first.id);
    const elsewhere = JSON.parse([...stixBundleText({ namespace: organisationNamespace('https://other.example.net'), organisation, identifiers })].join('')) as ReturnType<typeof stix>;
    expect(elsewhere.objects[2]!.id).not.toBe(first.objects[2]!.id);
  });

  it('is a valid bundle with nothing to share', () => {
    const empty = stix([]);
    expect(stixSchemaProblems(empty)).toEqual([]);
    expect(empty.objects.map((object) => object.type)).toEqual(['identity', 'marking-definition']);
  });
});

describe('the MISP event', () => {
  it("passes PyMISP's schema, MISP's feed fields, its types and categories, and MISP's own value rules", () => {
    const event = misp();
    expect(mispProblems(event)).toEqual([]);
    expect(event.Event).toMatchObject({ published: false, distribution: '0', threat_level_id: '4', analysis: '1', Tag: [{ name: 'tlp:amber' }] });
    // The day the event occurred: when its first identifier was recorded; the export's day when it has none.
    expect(event.Event.date).toBe('2026-03-01');
    expect(misp([]).Event.date).toBe('2026-05-04');
    expect(event.Event.Attribute.map((attribute) => [attribute.type, attribute.category, attribute.to_ids])).toEqual([
      ['domain', 'Network activity', true],
      ['url', 'Network activity', true],
      ['email', 'Attribution', true],
      ['phone-number', 'Financial fraud', false],
      ['iban', 'Financial fraud', true],
      ['bank-account-nr', 'Financial fraud', true],
      ['btc', 'Financial fraud', true],
      ['text', 'Financial fraud', false],
      ['xmr', 'Financial fraud', true],
    ]);
  });

  it('keeps the event and attribute uuids of a scope across exports; an empty event is valid', () => {
    const first = misp();
    const second = misp([...identifiers].reverse());
    expect(second.Event.uuid).toBe(first.Event.uuid);
    expect(new Set(second.Event.Attribute.map((a) => a.uuid))).toEqual(new Set(first.Event.Attribute.map((a) => a.uuid)));
    expect(mispProblems(misp([]))).toEqual([]);
  });

  it('is refused by the checks when it breaks a rule MISP holds', () => {
    const event = misp();
    event.Event.Attribute[0] = { ...event.Event.Attribute[0], category: 'Financial fraud' };
    event.Event.Attribute[5] = { ...event.Event.Attribute[5], value: 'Account 1234' };
    expect(mispProblems(event)).toEqual([
      'Event.Attribute[0]: category Financial fraud cannot hold domain',
      'Event.Attribute[5]: MISP refuses bank-account-nr Account 1234',
    ]);
  });
});
