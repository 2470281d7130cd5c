import { eq } from 'drizzle-orm';
import type { TextListQuery, TextPage } from '@shared/texts/schema';
import type { Db } from '../../kernel/db/client';
import { textOverrides } from '../../kernel/db/schema/index';
import { pageWindow } from '../../kernel/lists/paging';
import { catalogueIndex, catalogueSpeaks, findCatalogueText } from './catalogue-index';
import { presentText, retiredText } from './override-text';

/**
 * One page of one language's texts for an admin (`GET /api/admin/texts`). The texts live in the
 * catalogues, not the database, so the search runs over the index in memory (a few thousand
 * texts); the overrides are read from the table, so a change made on another server shows at once.
 */
export async function listTexts(deps: { db: Db }, query: TextListQuery): Promise<TextPage> {
  const { texts, catalogues } = catalogueIndex();
  const rows = await deps.db.select().from(textOverrides).where(eq(textOverrides.locale, query.locale));
  const overrideOf = new Map(rows.map((row) => [`${row.catalogue}\u0000${row.messageId}`, row]));
  const term = query.q?.toLocaleLowerCase();
  const matching = texts.filter((text) => {
    if (!catalogueSpeaks(text.catalogue, query.locale)) return false;
    if (query.catalogue && text.catalogue !== query.catalogue) return false;
    const override = overrideOf.get(`${text.catalogue}\u0000${text.id}`);
    if (query.status === 'overridden' && !override) return false;
    if (!term) return true;
    return [text.source, text.shipped[query.locale], override?.text].some((words) => words?.toLocaleLowerCase().includes(term));
  });
  // An override of a text an update changed or removed: listed with the changed ones, so it can go.
  const retired =
    query.status === 'overridden'
      ? rows
          .filter((row) => !findCatalogueText(row.catalogue, row.messageId))
          .filter((row) => (!query.catalogue || row.catalogue === query.catalogue) && (!term || row.text.toLocaleLowerCase().includes(term)))
          .map((row) => retiredText(row))
      : [];
  const entries = [...matching.map((text) => presentText(text, query.locale, overrideOf.get(`${text.catalogue}\u0000${text.id}`))), ...retired];
  const { limit, offset } = pageWindow(query);
  return {
    items: entries.slice(offset, offset + limit),
    total: entries.length,
    catalogues: catalogues.filter((catalogue) => catalogueSpeaks(catalogue, query.locale)),
  };
}
