import { z } from 'zod';
import { LOCALES } from './locales';

// A signed-in person's own language (D31), kept on their account when they choose it in the
// language picker, so what the server writes to them next (an e-mail) is in it.

export const LANGUAGE_NOT_OFFERED = 'That language is not offered here. Please choose one from the list.';

export const ownLocaleSchema = z.object({ locale: z.enum(LOCALES, { error: LANGUAGE_NOT_OFFERED }) });
export type OwnLocale = z.infer<typeof ownLocaleSchema>;
