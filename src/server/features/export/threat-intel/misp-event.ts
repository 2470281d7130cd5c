import type { IdentifierKind } from './classify-identifiers';
import { describeIdentifier } from './describe-identifier';
import { uuidV5 } from './deterministic-id';
import type { ScammerIdentifier } from './gather-identifiers';

// A MISP event in MISP's JSON format ({"Event": {...}}), as a MISP instance imports it (Events,
// Import from, MISP JSON) and as MISP feeds carry it: no ids of any instance, the creating
// organisation by name and uuid, unpublished, so the receiving team decides what to publish.
// Checked in the tests against PyMISP's event schema, MISP's attribute types and categories and
// MISP's own value rules (fixtures/README.md).

/** MISP's attribute type, category and detection flag for each kind (MISP describeTypes.json). */
const mispAttributes: Record<IdentifierKind, { type: string; category: string; toIds: boolean }> = {
  domain: { type: 'domain', category: 'Network activity', toIds: true },
  url: { type: 'url', category: 'Network activity', toIds: true },
  // A payment address (PayPal): who is behind the fraud, not a mail's sender or recipient.
  email: { type: 'email', category: 'Attribution', toIds: true },
  phone: { type: 'phone-number', category: 'Financial fraud', toIds: false },
  iban: { type: 'iban', category: 'Financial fraud', toIds: true },
  'bank-account': { type: 'bank-account-nr', category: 'Financial fraud', toIds: true },
  btc: { type: 'btc', category: 'Financial fraud', toIds: true },
  xmr: { type: 'xmr', category: 'Financial fraud', toIds: true },
  // MISP has no Ethereum type; text in Financial fraud is what its own coin-address users fall back to.
  eth: { type: 'text', category: 'Financial fraud', toIds: false },
};

/** MISP's codes (MISP core format, the Event's fields): threat level 4 is undefined, analysis 1 ongoing and 2 complete. */
const THREAT_LEVEL_UNDEFINED = '4';
// Distribution 0: the receiving organisation only, until it decides otherwise; 5: as the event.
const YOUR_ORGANISATION_ONLY = '0';
const AS_THE_EVENT = '5';

export type MispExportInput = {
  namespace: string;
  /** Names the event: the same scope exported again updates the same event on the receiving side. */
  scopeKey: string;
  info: string;
  /** The case is finished (resolved or closed): MISP's analysis "complete". */
  complete: boolean;
  organisation: { name: string };
  identifiers: ScammerIdentifier[];
  exportedAt: Date;
};

const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
const firstRecorded = (input: MispExportInput) =>
  input.identifiers.reduce((first, identifier) => (identifier.firstSeen < first ? identifier.firstSeen : first), input.exportedAt);

/** The event's text, its attributes one a line, written as it is read. */
export function* mispEventText(input: MispExportInput): Generator<string> {
  const eventUuid = uuidV5(`misp-event:${input.scopeKey}`, input.namespace);
  const event = {
    uuid: eventUuid,
    info: input.info,
    // The day the event occurred (MISP core format): when the first of its identifiers was recorded.
    date: firstRecorded(input).toISOString().slice(0, 10),
    threat_level_id: THREAT_LEVEL_UNDEFINED,
    analysis: input.complete ? '2' : '1',
    distribution: YOUR_ORGANISATION_ONLY,
    sharing_group_id: '0',
    published: false,
    publish_timestamp: '0',
    timestamp: seconds(input.exportedAt),
    Orgc: { uuid: uuidV5('organisation', input.namespace), name: input.organisation.name },
    Tag: [{ name: 'tlp:amber' }],
  };
  const head = JSON.stringify(event);
  yield `{"Event":${head.slice(0, -1)},"Attribute":[`;
  let first = true;
  for (const identifier of input.identifiers) {
    const misp = mispAttributes[identifier.kind];
    const attribute = {
      uuid: uuidV5(`misp-attribute:${eventUuid}:${identifier.kind}:${identifier.value}`, input.namespace),
      type: misp.type,
      category: misp.category,
      value: identifier.value,
      to_ids: misp.toIds,
      distribution: AS_THE_EVENT,
      sharing_group_id: '0',
      timestamp: seconds(identifier.lastSeen),
      comment: describeIdentifier(identifier, input.organisation.name),
      deleted: false,
      disable_correlation: false,
    };
    yield `${first ? '' : ','}\n${JSON.stringify(attribute)}`;
    first = false;
  }
  yield '\n]}}\n';
}
