import { z } from 'zod';
import { idSchema } from '../schemas';

// Duplicates (issue 26): a victim who reports twice, or reports and applies, makes two records.
// Haven proposes likely duplicates on the case page; an admin merges one into the other.

/** How long a merge can be undone, while the kept case has not changed since. */
export const MERGE_UNDO_HOURS = 24;

export const duplicateReasons = ['same_email', 'same_platform', 'close_dates', 'shared_account'] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

export const duplicateCandidateSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  platformName: z.string(),
  status: z.string(),
  createdAt: z.string(),
  lossAmount: z.string(),
  /** The loss's currency (issue 28). */
  currency: z.string(),
  version: z.number().int(),
  reasons: z.array(z.enum(duplicateReasons)),
  /** Why merging it into this case would be refused now (the merge's own rule, in its words); null when it may be merged. */
  blockedBy: z.string().nullable(),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;
export const duplicateListSchema = z.object({ items: z.array(duplicateCandidateSchema) });

/** `POST /api/admin/incidents/:id/merge`: the duplicate to fold into this case, both at the versions the page showed. */
export const mergeRequestSchema = z.object({
  duplicateId: idSchema('Choose the case to merge'),
  keptVersion: z.number({ error: 'Reload the case and try again' }).int().min(1),
  duplicateVersion: z.number({ error: 'Reload the case and try again' }).int().min(1),
});
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

/** A merge as the case pages show it: which way, when, and until when it can be undone. */
export const caseMergeSchema = z.object({
  id: z.number().int(),
  keptId: z.number().int(),
  keptReference: z.string(),
  mergedId: z.number().int(),
  mergedReference: z.string(),
  mergedAt: z.string(),
  undoUntil: z.string(),
  /** How many records of each kind moved. */
  moved: z.record(z.string(), z.number().int()),
});
export type CaseMerge = z.infer<typeof caseMergeSchema>;
export const caseMergeListSchema = z.object({ items: z.array(caseMergeSchema) });
