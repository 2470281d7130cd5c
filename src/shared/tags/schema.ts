import { z } from 'zod';
import { idSchema } from '../schemas';

// Tags on cases (issue 26): admins keep the list, any staff member puts them on a case; lists,
// exports and the bulk actions filter and act by them.

/** The theme's badge tones: a tag's colour is one of these, never a colour of its own. */
export const tagColours = ['grey', 'blue', 'green', 'yellow', 'orange', 'red'] as const;
export type TagColour = (typeof tagColours)[number];

/** How many tags one case may carry: a label, not a second description. */
export const MAX_TAGS_PER_CASE = 20;

export const tagInputSchema = z.object({
  name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(40, 'The name is too long (at most 40 characters)'),
  colour: z.enum(tagColours, 'Choose a colour from the list').default('grey'),
});
export type TagInput = z.input<typeof tagInputSchema>;

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), colour: z.enum(tagColours) });
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.object({ items: z.array(tagSchema) });

export const caseTagsInputSchema = z.object({
  tagIds: z
    .array(idSchema(), { error: 'Please send the list of tag ids' })
    .max(MAX_TAGS_PER_CASE, `A case carries at most ${MAX_TAGS_PER_CASE} tags`)
    .transform((ids) => [...new Set(ids)]),
});
export const caseTagsSchema = z.object({ tags: z.array(tagSchema) });
