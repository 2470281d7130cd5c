import { eq } from 'drizzle-orm';
import type { ListScamSiteInput, RemoveScamSiteInput, ScamSiteDecisionResponse } from '@shared/site-safety/staff-schema';
import type { Tx } from '../../kernel/db/client';
import { scamSiteDecisions, websiteSafetyChecks } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import type { IsKnownLegitimate } from './list-known-scams';
import { parseCheckTarget } from './normalize-url';
import { countUserReports, MIN_REPORTERS_TO_COUNT } from './signals/user-reports';
import { type StaffIdentity } from '../../kernel/plugins/access';

type Deps = Pick<Dependencies, 'db' | 'clock'>;
type Decision = typeof scamSiteDecisions.$inferSelect;
type Options<I> = { input: I; staff: StaffIdentity; by: Change; isKnownLegitimate: IsKnownLegitimate };

export const SCAM_SITE_NOT_LISTED = 'This site is not on the public list, so there is nothing to remove';

/**
 * The registrable domain staff mean by what they typed (a URL or a host): the list names sites by
 * it, as the reports do. The checker's own parsing refuses the same things it refuses there
 * (internal addresses, unknown endings), each with its sentence; a bare IP address is no site.
 */
function siteDomain(raw: string, isKnownLegitimate: IsKnownLegitimate | null): string {
  const target = parseCheckTarget(raw);
  const domain = target.site.domain;
  if (target.site.isIp || !domain) {
    throw new AppError('VALIDATION_FAILED', 'Please enter a website address such as scam-shop.com; an IP address cannot be listed');
  }
  if (isKnownLegitimate?.(domain)) {
    throw new AppError(
      'VALIDATION_FAILED',
      '{domain} is a well-known legitimate site (a government body, a large company or one of the most-linked sites). Scammers may use or imitate it, but the site itself is not a scam, so it cannot be listed.',
      { values: { domain } },
    );
  }
  return domain;
}

const audited = (row: Decision) => ({ domain: row.domain, listed: row.listed, scamType: row.scamType, reason: row.reason, decidedBy: row.decidedBy, decidedAt: row.decidedAt.toISOString() });

const present = (row: Decision): ScamSiteDecisionResponse => ({
  domain: row.domain,
  listed: row.listed,
  reason: row.reason ?? '',
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt.toISOString(),
});

async function currentDecision(tx: Tx, domain: string): Promise<Decision | undefined> {
  const [row] = await tx.select().from(scamSiteDecisions).where(eq(scamSiteDecisions.domain, domain)).for('update');
  return row;
}

async function saveDecision(tx: Tx, values: Omit<typeof scamSiteDecisions.$inferInsert, 'id'>): Promise<Decision> {
  const { domain: _domain, ...changes } = values;
  const [row] = await tx.insert(scamSiteDecisions).values(values).onConflictDoUpdate({ target: scamSiteDecisions.domain, set: changes }).returning();
  // The checker names a staff decision in its verdict; a verdict cached before it would not.
  await tx.delete(websiteSafetyChecks).where(eq(websiteSafetyChecks.domain, values.domain));
  return row!;
}

/** Staff list a site (or change the public reason of one they listed), audited in the same transaction. */
export async function listScamSite(deps: Deps, options: Options<ListScamSiteInput>): Promise<ScamSiteDecisionResponse> {
  const domain = siteDomain(options.input.site, options.isKnownLegitimate);
  return deps.db.transaction(async (tx) => {
    const before = await currentDecision(tx, domain);
    const row = await saveDecision(tx, {
      domain,
      listed: true,
      scamType: options.input.scamType,
      reason: options.input.reason,
      decidedBy: options.staff.username,
      decidedAt: deps.clock(),
    });
    await recordAudit(tx, {
      actor: options.by.actor,
      action: 'known_scam.listed',
      entity: { type: 'scam_site_decision', id: row.id },
      before: before ? audited(before) : undefined,
      after: audited(row),
      ip: options.by.ip,
    });
    return present(row);
  });
}

/**
 * Staff take a wrong entry off the public list. It stays off, whatever reports come later, until
 * staff list it again: a decision not to list wins over reports (D18). The reason is kept for the
 * audit log and the staff screen, never shown to the public.
 */
export async function removeScamSite(deps: Deps, options: Omit<Options<RemoveScamSiteInput>, 'isKnownLegitimate'>): Promise<ScamSiteDecisionResponse> {
  // Taking a site off is never refused for being well known: that is exactly the wrong entry.
  const domain = siteDomain(options.input.site, null);
  return deps.db.transaction(async (tx) => {
    const before = await currentDecision(tx, domain);
    const onList = before ? before.listed : (await countUserReports(tx, domain)).reporters >= MIN_REPORTERS_TO_COUNT;
    if (!onList) throw new AppError('NOT_FOUND', SCAM_SITE_NOT_LISTED);
    const row = await saveDecision(tx, {
      domain,
      listed: false,
      scamType: before?.scamType ?? null,
      reason: options.input.reason,
      decidedBy: options.staff.username,
      decidedAt: deps.clock(),
    });
    await recordAudit(tx, {
      actor: options.by.actor,
      action: 'known_scam.removed',
      entity: { type: 'scam_site_decision', id: row.id },
      before: before ? audited(before) : undefined,
      after: audited(row),
      ip: options.by.ip,
    });
    return present(row);
  });
}
