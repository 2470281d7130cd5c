import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { listPageSchema, pageFields } from '../lists/list-query';

// The organisation's own words in place of Haven's (issue 28): an admin finds a text in a language
// and overrides it, or restores the shipped one. Every change is audited.

/** The longest override: the longest shipped text (a help article's paragraph) is far shorter. */
export const MAX_TEXT_OVERRIDE_LENGTH = 4000;

export const textListFilters = ['all', 'overridden'] as const;

/** `GET /api/admin/texts`: one language's texts, a page at a time; `q` finds the English or that language's words. */
export const textListQuerySchema = z.object({
  ...pageFields,
  locale: z.enum(LOCALES, { error: 'Please choose a language' }),
  q: z.string().trim().max(200, 'Search is too long').optional(),
  catalogue: z.string().max(100).optional(),
  status: z.enum(textListFilters).default('all'),
});
export type TextListQuery = z.output<typeof textListQuerySchema>;

export const textEntrySchema = z.object({
  catalogue: z.string(),
  id: z.string(),
  /** The English words, as shipped. */
  source: z.string(),
  /** What Haven ships in this language (the English when it has no words of its own). */
  shipped: z.string(),
  /** The organisation's words, when it has overridden this text in this language. */
  override: z
    .object({ text: z.string(), updatedBy: z.string(), updatedAt: z.string() })
    .nullable(),
  /**
   * The text is no longer in Haven (an update changed its English or removed it): the override
   * says nothing any more and can only be removed. `source` and `shipped` are then empty.
   */
  retired: z.boolean().optional(),
});
export type TextEntry = z.infer<typeof textEntrySchema>;

export const textPageSchema = listPageSchema(textEntrySchema).extend({
  /** Every catalogue there is, for the filter. */
  catalogues: z.array(z.string()),
});
export type TextPage = z.infer<typeof textPageSchema>;

const textKeyFields = {
  locale: z.enum(LOCALES, { error: 'Please choose a language' }),
  catalogue: z.string({ error: 'Please say which text' }).min(1, 'Please say which text').max(100),
  id: z.string({ error: 'Please say which text' }).min(1, 'Please say which text').max(2000),
};

/** `PUT /api/admin/texts`: the organisation's words for one text in one language. */
export const overrideTextSchema = z.object({
  ...textKeyFields,
  text: z
    .string({ error: 'Please enter the text' })
    .max(MAX_TEXT_OVERRIDE_LENGTH, 'The text must be at most 4000 characters')
    .refine((text) => text.trim().length > 0, 'Please enter the text'),
});
export type OverrideTextInput = z.infer<typeof overrideTextSchema>;

/** `POST /api/admin/texts/restore`: back to the words Haven ships. */
export const restoreTextSchema = z.object(textKeyFields);
export type RestoreTextInput = z.infer<typeof restoreTextSchema>;
