import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../kernel/db/client';
import { cursorBatches } from '../../../kernel/db/cursor-rows';
import { scamSiteDecisions } from '../../../kernel/db/schema/index';
import { defaultReferences, isKnownLegitimateDomain } from '../../site-safety/references';
import {
  identifierKinds,
  mentionsVictim,
  receivingAccountIdentifier,
  websiteIdentifiers,
  type Identifier,
  type VictimTraces,
} from './classify-identifiers';

// WHAT GOES OUT, AND WHY NOTHING ELSE DOES (issue 27; README "Sharing scammer identifiers").
//
// From each shared case, two fields that name the scammer's side, and nothing else:
// - fraud_incidents.website_url: the site the victim reported the fraud on, as its registrable
//   domain, and as its address when given with a path (never its query, fragment or password);
//   not when the site is well known or official (D25: fraud reported on facebook.com says where it
//   happened, not who did it), nor when staff took its domain off the known-scam list.
// - money_trails.to_account of trails staff marked verified or suspicious: the account, wallet,
//   e-mail or phone the victim's money went to, when the whole entry is one (see
//   receivingAccountIdentifier). Never from_account, which is most often the victim's own bank
//   or card; a mule's account it names is the to_account of the trail before. Never a trail that
//   is pending (not yet checked) or recovered (money coming back, to the victim or to us), and
//   never blockchain_tx: a payment's transaction id leads anyone to the victim's own wallet and
//   the amount they paid.
// Beside each identifier: when it was first and last recorded, in how many shared cases, and the
// cases' fraud types. Never the victim's name, e-mail, phone, country or account, an amount,
// a description, a message, a document, a note, a case's staff, or the platform's name (fraud
// often happens on a legitimate one); a case's reference (FR-…) only in that one case's file, so
// whoever receives it can ask the organisation about the case. An identifier that contains its
// case's victim's e-mail, name or phone is left out whole (mentionsVictim).
//
// Which cases: confirmed reports only (D18: an unconfirmed one may be anyone's invention, and a
// false identifier shared with the police harms whoever really holds it), never a duplicate
// merged into another case (its records moved there), and for a caseworker only their own cases
// (an admin put them on or confirmed them, D17), as every export of theirs.

/** One scammer identifier as shared: what it is, and what the shared cases say about it. */
export type ScammerIdentifier = Identifier & {
  firstSeen: Date;
  lastSeen: Date;
  cases: number;
  fraudTypes: string[];
};

export type IdentifierScope = {
  /** One case; all the staff member may share when left out. */
  incidentId?: number;
  /** A caseworker's own cases (ownCasesScope), null for an admin. */
  ownCases: ((incidentId: SQL) => SQL) | null;
};

type CaseRow = {
  id: number;
  website_url: string | null;
  fraud_type: string | null;
  victim_email: string;
  created_ms: string;
  /** JSON: [{ account, at }] of the trails that may be shared. */
  trails: string;
  /** JSON: [{ name, phone, email }] of the victim's profile and the case's applications. */
  people: string;
};

// The trails whose receiving side is the scammer's, as staff judged them (see above).
const SHARED_TRAIL_STATUSES = sql.raw(`'verified', 'suspicious'`);

function casesQuery(scope: IdentifierScope): SQL {
  const conditions: SQL[] = [sql`f.confirmed_at is not null`, sql`f.merged_into_id is null`];
  if (scope.incidentId !== undefined) conditions.push(sql`f.id = ${scope.incidentId}`);
  if (scope.ownCases) conditions.push(scope.ownCases(sql`f.id`));
  return sql`
    select f.id, f.website_url, f.fraud_type, f.victim_email,
           (extract(epoch from f.created_at) * 1000)::bigint::text as created_ms,
           (select coalesce(json_agg(json_build_object(
                     'account', t.to_account, 'at', (extract(epoch from t.created_at) * 1000)::bigint) order by t.id), '[]')
              from money_trails t
             where t.incident_id = f.id and t.status in (${SHARED_TRAIL_STATUSES}))::text as trails,
           (select coalesce(json_agg(json_build_object('name', p.name, 'phone', p.phone, 'email', p.email)), '[]')
              from (select u.full_name as name, u.phone, u.email from user_profiles u where u.email = lower(f.victim_email)
                    union all
                    select a.full_name, a.phone, a.email from recovery_applications a where a.incident_id = f.id) p)::text as people
      from fraud_incidents f
     where ${sql.join(conditions, sql` and `)}
       and (f.website_url is not null
            or exists (select 1 from money_trails t where t.incident_id = f.id and t.status in (${SHARED_TRAIL_STATUSES})))
     order by f.id`;
}

function tracesOf(row: CaseRow): VictimTraces {
  const people = JSON.parse(row.people) as { name: string | null; phone: string | null; email: string | null }[];
  const present = (values: (string | null)[]) => values.filter((value): value is string => Boolean(value));
  return {
    emails: present([row.victim_email, ...people.map((p) => p.email)]),
    names: present(people.map((p) => p.name)),
    phones: present(people.map((p) => p.phone)),
  };
}

const kindOrder = new Map(identifierKinds.map((kind, index) => [kind, index]));

/**
 * The scammer identifiers of the cases in scope, each once, in a fixed order (kind, then value),
 * read through a cursor in one snapshot: only one batch of cases is held at a time, and the
 * identifiers themselves, which are far fewer.
 */
export async function gatherScammerIdentifiers(deps: { db: Db }, scope: IdentifierScope): Promise<ScammerIdentifier[]> {
  const { db } = deps;
  const references = defaultReferences();
  const keptOff = new Set(
    (await db.select({ domain: scamSiteDecisions.domain }).from(scamSiteDecisions).where(eq(scamSiteDecisions.listed, false))).map((row) => row.domain),
  );
  const isShareableDomain = (domain: string) => !isKnownLegitimateDomain(domain, references) && !keptOff.has(domain);

  const found = new Map<string, ScammerIdentifier & { types: Set<string> }>();
  for await (const rows of cursorBatches<CaseRow>(db, casesQuery(scope))) {
    for (const row of rows) {
      const traces = tracesOf(row);
      const inCase = new Map<string, { identifier: Identifier; at: number }>();
      const note = (identifier: Identifier, at: number) => {
        if (mentionsVictim(identifier, traces)) return;
        const key = `${identifier.kind} ${identifier.value}`;
        const seen = inCase.get(key);
        if (!seen || at < seen.at) inCase.set(key, { identifier, at });
      };
      if (row.website_url) for (const identifier of websiteIdentifiers(row.website_url, isShareableDomain)) note(identifier, Number(row.created_ms));
      for (const trail of JSON.parse(row.trails) as { account: string; at: number }[]) {
        const identifier = receivingAccountIdentifier(trail.account);
        if (identifier) note(identifier, Number(trail.at));
      }
      for (const [key, { identifier, at }] of inCase) {
        const entry = found.get(key);
        if (!entry) {
          const types = new Set(row.fraud_type ? [row.fraud_type] : []);
          found.set(key, { ...identifier, firstSeen: new Date(at), lastSeen: new Date(at), cases: 1, fraudTypes: [], types });
          continue;
        }
        entry.cases += 1;
        if (at < entry.firstSeen.getTime()) entry.firstSeen = new Date(at);
        if (at > entry.lastSeen.getTime()) entry.lastSeen = new Date(at);
        if (row.fraud_type) entry.types.add(row.fraud_type);
      }
    }
  }
  return [...found.values()]
    .map(({ types, ...identifier }) => ({ ...identifier, fraudTypes: [...types].sort() }))
    .sort((a, b) => kindOrder.get(a.kind)! - kindOrder.get(b.kind)! || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}
