import { ShieldAlert, ShieldCheck, ShieldX, type LucideIcon } from 'lucide-react';
import type { RiskLevel, TrustBand } from '@shared/site-safety/bands';
import type { RiskIndicators, SslRating } from '@shared/site-safety/schema';
import type { BadgeTone } from '@/components/ui/badge';

// Words for what the checker returns. Each band has a word and an icon as well as a colour, so the
// verdict never rests on colour alone.

export type BandLook = { label: string; icon: LucideIcon; tone: BadgeTone; advice: string; panel: string };

export const bandLooks: Record<TrustBand, BandLook> = {
  dangerous: {
    label: 'Dangerous',
    icon: ShieldX,
    tone: 'red',
    advice: 'Do not send money or personal details to this site.',
    panel: 'border-red-300 bg-red-50 text-red-950',
  },
  suspicious: {
    label: 'Suspicious',
    icon: ShieldAlert,
    tone: 'orange',
    advice: 'Be careful. We found warning signs; check the site another way before you pay anything.',
    panel: 'border-orange-300 bg-orange-50 text-orange-950',
  },
  safe: {
    label: 'Safe',
    icon: ShieldCheck,
    tone: 'green',
    advice: 'We found no warning signs. That is not a guarantee: stay careful with unusual deals or pressure to pay.',
    panel: 'border-green-300 bg-green-50 text-green-950',
  },
};

export const riskLevelLabels: Record<RiskLevel, string> = {
  high: 'High risk',
  medium: 'Medium risk',
  low: 'Low risk',
};

const threatCategoryLabels: Record<string, string> = {
  phishing: 'Phishing',
  'reported-fraud': 'Reported fraud',
  impersonation: 'Impersonation',
  'suspicious-structure': 'Suspicious address',
  'new-domain': 'New domain',
  'insecure-connection': 'Insecure connection',
  unverified: 'Nothing confirmed',
  suspicious: 'Suspicious',
  other: 'Other',
};

/**
 * Threat categories and the fraud types of reports ('investment_scam'), in words. A value we have
 * no words for is shown as it came, never hidden.
 */
export function threatCategoryLabel(category: string): string {
  const known = threatCategoryLabels[category];
  if (known) return known;
  const words = category.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const sslRatingLabels: Record<SslRating, string> = {
  valid: 'valid',
  invalid: 'not valid for this site',
  expired: 'expired',
  'self-signed': 'self-signed',
  none: 'no HTTPS',
  unknown: 'unknown',
};

export function indicatorRows(indicators: RiskIndicators): { label: string; value: string }[] {
  const age = indicators.domainAge;
  return [
    { label: 'Domain age', value: age === 'unknown' ? 'unknown' : `${age} day${age === 1 ? '' : 's'}` },
    { label: 'HTTPS certificate (TLS)', value: sslRatingLabels[indicators.sslRating] ?? indicators.sslRating },
    { label: 'Business verification', value: indicators.businessVerification },
    { label: 'User reports', value: String(indicators.userReports) },
    { label: 'Blocklist status', value: indicators.blacklistStatus },
  ];
}
