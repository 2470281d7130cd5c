import { z } from 'zod';

// Saved views (issue 26): a staff member names the filters of a list and finds them in the
// sidebar; an admin may share one with everyone.

export const viewLists = ['incidents', 'applications', 'documents', 'payouts'] as const;
export type ViewList = (typeof viewLists)[number];

/** The list's filters as its address holds them (`owner=me&status=open`), without the page. */
const filtersSchema = z
  .string({ error: 'Please give the filters to save' })
  .trim()
  .max(1000, 'These filters are too long to save')
  .transform((text) => {
    const params = new URLSearchParams(text.replace(/^\?/, ''));
    params.delete('page');
    params.sort();
    return params.toString();
  });

export const savedViewInputSchema = z.object({
  list: z.enum(viewLists, 'Choose a list'),
  name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(60, 'The name is too long (at most 60 characters)'),
  filters: filtersSchema,
  /** Shown to every staff member; only an admin may share. */
  shared: z.boolean().default(false),
});
export type SavedViewInput = z.input<typeof savedViewInputSchema>;

export const savedViewSchema = z.object({
  id: z.number().int(),
  list: z.enum(viewLists),
  name: z.string(),
  filters: z.string(),
  shared: z.boolean(),
  /** Whether the asking staff member made it (and so may delete it). */
  mine: z.boolean(),
  ownerName: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });
export type SavedViewList = z.infer<typeof savedViewListSchema>;
