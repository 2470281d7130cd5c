import { z } from 'zod';
import { fraudTypes } from '../incidents/fraud-types';
import { knownScamBases } from './schema';

export const MAX_SCAM_SITE_INPUT = 253;
export const MIN_SCAM_SITE_REASON = 10;
export const MAX_SCAM_SITE_REASON = 300;

const siteSchema = z
  .string({ error: 'Please enter the website address' })
  .trim()
  .min(1, 'Please enter the website address')
  .max(MAX_SCAM_SITE_INPUT, `The address is too long (at most ${MAX_SCAM_SITE_INPUT} characters)`);

const reasonSchema = (what: string) =>
  z
    .string({ error: `Please say ${what}` })
    .trim()
    .min(MIN_SCAM_SITE_REASON, `Please say ${what} in at least ${MIN_SCAM_SITE_REASON} characters`)
    .max(MAX_SCAM_SITE_REASON, `The reason is too long (at most ${MAX_SCAM_SITE_REASON} characters)`);

/** `POST /api/admin/known-scams`: staff list a site. The reason is what the public list shows. */
export const listScamSiteSchema = z.object({
  site: siteSchema,
  reason: reasonSchema('why the site is a scam (the public sees this)'),
  scamType: z.enum(fraudTypes, { error: 'Please choose a scam type from the list' }),
});
export type ListScamSiteInput = z.output<typeof listScamSiteSchema>;

/** `POST /api/admin/known-scams/remove`: staff take a wrong entry off; the reason stays in the audit log. */
export const removeScamSiteSchema = z.object({
  site: siteSchema,
  reason: reasonSchema('why the entry is wrong'),
});
export type RemoveScamSiteInput = z.output<typeof removeScamSiteSchema>;

/** A site on the public list, as staff see it: why it is there and who decided. */
export const staffListedSiteSchema = z.object({
  domain: z.string(),
  basis: z.enum(knownScamBases),
  scamType: z.string(),
  /** Staff's public reason, when staff listed it. */
  reason: z.string().nullable(),
  /** Different addresses behind confirmed reports naming the site, and those reports. */
  reporters: z.number().int().nonnegative(),
  reports: z.number().int().nonnegative(),
  /** The day of the staff decision or of the latest confirmed report. */
  since: z.string(),
  decidedBy: z.string().nullable(),
});
export type StaffListedSite = z.infer<typeof staffListedSiteSchema>;

/** A site staff took off the list: it stays off whatever reports say, until staff list it again. */
export const staffKeptOffSiteSchema = z.object({
  domain: z.string(),
  reason: z.string().nullable(),
  reporters: z.number().int().nonnegative(),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
export type StaffKeptOffSite = z.infer<typeof staffKeptOffSiteSchema>;

export const staffKnownScamsSchema = z.object({
  listed: z.array(staffListedSiteSchema),
  keptOff: z.array(staffKeptOffSiteSchema),
  /** How many entries the public page shows at most (newest first). */
  publicLimit: z.number().int().positive(),
});
export type StaffKnownScams = z.infer<typeof staffKnownScamsSchema>;

export const scamSiteDecisionResponseSchema = z.object({
  domain: z.string(),
  listed: z.boolean(),
  reason: z.string(),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
export type ScamSiteDecisionResponse = z.infer<typeof scamSiteDecisionResponseSchema>;
