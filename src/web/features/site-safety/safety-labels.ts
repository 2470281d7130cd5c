import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { ShieldAlert, ShieldCheck, ShieldX, type LucideIcon } from 'lucide-react';
import type { RiskLevel, TrustBand } from '@shared/site-safety/bands';
import type { RiskIndicators, SslRating } from '@shared/site-safety/schema';
import type { BadgeTone } from '@/components/ui/badge';
import { i18n } from '@/lib/i18n/texts';
import { sayShared } from '@/lib/i18n/shared-texts';

// Words for what the checker returns. Each band has a word and an icon as well as a colour, so the
// verdict never rests on colour alone. The words are descriptors, said where they are drawn (`i18n._`).

export type BandLook = { label: MessageDescriptor; icon: LucideIcon; tone: BadgeTone; advice: MessageDescriptor; panel: string };

export const bandLooks: Record<TrustBand, BandLook> = {
  dangerous: {
    label: msg`Dangerous`,
    icon: ShieldX,
    tone: 'red',
    advice: msg`Do not send money or personal details to this site.`,
    panel: 'border-red-300 bg-red-50 text-red-950',
  },
  suspicious: {
    label: msg`Suspicious`,
    icon: ShieldAlert,
    tone: 'orange',
    advice: msg`Be careful. We found warning signs; check the site another way before you pay anything.`,
    panel: 'border-orange-300 bg-orange-50 text-orange-950',
  },
  safe: {
    label: msg`Safe`,
    icon: ShieldCheck,
    tone: 'green',
    advice: msg`We found no warning signs. That is not a guarantee: stay careful with unusual deals or pressure to pay.`,
    panel: 'border-green-300 bg-green-50 text-green-950',
  },
};

export const riskLevelLabels: Record<RiskLevel, MessageDescriptor> = {
  high: msg`High risk`,
  medium: msg`Medium risk`,
  low: msg`Low risk`,
};

const threatCategoryLabels: Record<string, MessageDescriptor> = {
  phishing: msg`Phishing`,
  'reported-fraud': msg`Reported fraud`,
  impersonation: msg`Impersonation`,
  'suspicious-structure': msg`Suspicious address`,
  'new-domain': msg`New domain`,
  'insecure-connection': msg`Insecure connection`,
  unverified: msg`Nothing confirmed`,
  suspicious: msg`Suspicious`,
  other: msg`Other`,
};

/**
 * Threat categories and the fraud types of reports ('investment_scam'), in words. A value we have
 * no words for is shown as it came, never hidden.
 */
export function threatCategoryLabel(category: string): string {
  const known = threatCategoryLabels[category];
  if (known) return i18n._(known);
  // A fraud type's name as the server sends it ('Romance scam'), said through the shared texts.
  const words = category.replace(/[-_]+/g, ' ').trim();
  return sayShared(words.charAt(0).toUpperCase() + words.slice(1));
}

const sslRatingLabels: Record<SslRating, MessageDescriptor> = {
  valid: msg`valid`,
  invalid: msg`not valid for this site`,
  expired: msg`expired`,
  'self-signed': msg`self-signed`,
  none: msg`no HTTPS`,
  unknown: msg`unknown`,
};

/** The measured signals in words; called where they are drawn, in the reader's language. */
export function indicatorRows(indicators: RiskIndicators): { label: string; value: string }[] {
  const age = indicators.domainAge;
  const ssl = sslRatingLabels[indicators.sslRating];
  return [
    { label: t`Domain age`, value: age === 'unknown' ? t`unknown` : plural(age, { one: '# day', other: '# days' }) },
    { label: t`HTTPS certificate (TLS)`, value: ssl ? i18n._(ssl) : indicators.sslRating },
    { label: t`Business verification`, value: indicators.businessVerification },
    { label: t`User reports`, value: String(indicators.userReports) },
    { label: t`Blocklist status`, value: indicators.blacklistStatus },
  ];
}
