import { eq, isNotNull } from 'drizzle-orm';
import {
  CACHED_SAFETY_PROVIDER,
  riskIndicatorsSchema,
  SAFETY_PROVIDER,
  websiteSafetyResultSchema,
  type RiskIndicators,
  type WebsiteSafetyResult,
} from '@shared/site-safety/schema';
import type { Db } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { platforms, websiteSafetyChecks } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { InternalAddressError, probeSite } from './network/probe-site';
import type { SiteSafetyNetwork } from './network/types';
import { INTERNAL_ADDRESS_MESSAGE, parseCheckTarget, type CheckTarget } from './normalize-url';
import { assessOffline, type SafetyReferences } from './references';
import { scoreSite, type Verdict } from './scoring';
import { mergeBrandIndexes } from './signals/brands';
import { countUserReports, staffDecisionAbout } from './signals/user-reports';
import { domainOf } from './site-name';

export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export type CheckWebsiteDeps = Pick<Dependencies, 'db' | 'clock'> & {
  network: SiteSafetyNetwork;
  references: SafetyReferences;
};

// The result's extra fields live in the row's risk_indicators JSON next to the five indicators.
type StoredIndicators = RiskIndicators & Pick<WebsiteSafetyResult, 'findings' | 'band' | 'threatType' | 'domain'>;

const storedSchema = websiteSafetyResultSchema.pick({ findings: true, band: true, threatType: true, domain: true }).and(riskIndicatorsSchema);

async function readCache(db: Db, target: CheckTarget, now: Date): Promise<WebsiteSafetyResult | null> {
  const [row] = await db.select().from(websiteSafetyChecks).where(eq(websiteSafetyChecks.urlHash, target.urlHash)).limit(1);
  if (!row || now.getTime() - row.lastUpdated.getTime() >= CACHE_TTL_MS) return null;
  const stored = storedSchema.safeParse(row.riskIndicators);
  if (!stored.success) return null;
  const { findings, band, threatType, domain, ...indicators } = stored.data;
  return {
    url: row.url,
    host: hostOf(row.url) ?? domain,
    domain,
    isSafe: row.isSafe,
    band,
    riskLevel: storedRiskLevel(row.riskLevel),
    trustScore: row.trustScore,
    threatType,
    threatCategories: row.threatCategories,
    detectedIssues: row.detectedIssues,
    findings,
    riskIndicators: indicators,
    lastChecked: row.lastUpdated.toISOString(),
    provider: CACHED_SAFETY_PROVIDER,
  };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
}

function storedRiskLevel(value: string): WebsiteSafetyResult['riskLevel'] {
  return value === 'high' || value === 'medium' ? value : 'low';
}

/** Platforms in our own directory are brands too: a look-alike of one is worth flagging. */
async function directoryDomains(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ website: platforms.website }).from(platforms).where(isNotNull(platforms.website));
  return rows.map((r) => domainOf(r.website)).filter((d): d is string => d !== null);
}

function present(target: CheckTarget, verdict: Verdict, indicators: RiskIndicators, checkedAt: Date): WebsiteSafetyResult {
  return {
    url: target.normalizedUrl,
    host: target.site.hostname,
    domain: target.site.domain ?? target.site.hostname,
    isSafe: verdict.isSafe,
    band: verdict.band,
    riskLevel: verdict.riskLevel,
    trustScore: verdict.trustScore,
    threatType: verdict.threatType,
    threatCategories: verdict.threatCategories,
    detectedIssues: verdict.detectedIssues,
    findings: verdict.findings,
    riskIndicators: indicators,
    lastChecked: checkedAt.toISOString(),
    provider: SAFETY_PROVIDER,
  };
}

/**
 * POST /api/check-website-safety: the verdict for one URL, from the 24-hour cache or measured now.
 * It is about the host checked and is kept only as this URL's cache: a check never puts a site on
 * the public known-scam list (D18, issue 22), which anyone could otherwise fill with one request.
 */
export async function checkWebsite(deps: CheckWebsiteDeps, input: { url: string }): Promise<WebsiteSafetyResult> {
  const now = deps.clock();
  const target = parseCheckTarget(input.url);
  const cached = await readCache(deps.db, target, now);
  if (cached) return cached;

  const { site } = target;
  const domain = site.domain ?? site.hostname;
  const brands = mergeBrandIndexes(deps.references.brands, await directoryDomains(deps.db));
  const offline = assessOffline(site, deps.references, brands);
  const reports = { ...(await countUserReports(deps.db, domain)), staffDecision: await staffDecisionAbout(deps.db, domain) };

  let probe;
  try {
    probe = await probeSite(
      { hostname: site.hostname, domain: site.domain, tlsPort: target.tlsPort },
      { network: deps.network, now },
    );
  } catch (error) {
    if (error instanceof InternalAddressError) throw new AppError('ADDRESS_NOT_CHECKABLE', INTERNAL_ADDRESS_MESSAGE);
    throw error;
  }

  const verdict = scoreSite({ ...offline, reports, tls: probe.tls, domainAge: probe.domainAge });
  const indicators: RiskIndicators = {
    domainAge: probe.domainAge.days,
    sslRating: probe.tls.rating,
    businessVerification: offline.wellKnown.wellKnown ? 'well-known site' : 'unknown',
    userReports: reports.reporters,
    blacklistStatus: offline.blocklist.listed ? 'listed' : 'not listed',
  };
  const stored: StoredIndicators = { ...indicators, findings: verdict.findings, band: verdict.band, threatType: verdict.threatType, domain };
  const values = {
    url: target.normalizedUrl,
    domain,
    isSafe: verdict.isSafe,
    riskLevel: verdict.riskLevel,
    trustScore: verdict.trustScore,
    threatCategories: verdict.threatCategories,
    detectedIssues: verdict.detectedIssues,
    riskIndicators: stored,
    checkedAt: now,
    lastUpdated: now,
  };
  await deps.db
    .insert(websiteSafetyChecks)
    .values({ urlHash: target.urlHash, ...values })
    .onConflictDoUpdate({ target: websiteSafetyChecks.urlHash, set: values });
  return present(target, verdict, indicators, now);
}
