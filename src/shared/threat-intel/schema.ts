import { z } from 'zod';

/**
 * The scammer identifiers a case records (websites, receiving accounts and wallets), shared with
 * threat-intelligence teams and the police in the two formats they use (issue 27): STIX 2.1 (a
 * bundle of indicators; OpenCTI, TAXII feeds) and MISP's event JSON. Never a victim's data.
 */
export const threatIntelFormats = ['stix', 'misp'] as const;
export type ThreatIntelFormat = (typeof threatIntelFormats)[number];

/** Each format as staff read it, on buttons and in the audit log. */
export const threatIntelFormatNames: Record<ThreatIntelFormat, string> = {
  stix: 'STIX 2.1',
  misp: 'MISP event',
};

export const UNKNOWN_THREAT_INTEL_FORMAT = 'Please choose the format stix or misp';

export const threatIntelQuerySchema = z.object({
  format: z.enum(threatIntelFormats, { error: UNKNOWN_THREAT_INTEL_FORMAT }),
});

/** The file of one case's identifiers, or of every case the staff member may share (no case). */
export function threatIntelPath(format: ThreatIntelFormat, incidentId?: number): string {
  return incidentId === undefined ? `/api/admin/threat-intel?format=${format}` : `/api/admin/incidents/${incidentId}/threat-intel?format=${format}`;
}
