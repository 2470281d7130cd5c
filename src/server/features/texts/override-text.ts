import { and, eq } from 'drizzle-orm';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@shared/i18n/locales';
import type { OverrideTextInput, RestoreTextInput, TextEntry } from '@shared/texts/schema';
import type { Db } from '../../kernel/db/client';
import { textOverrides } from '../../kernel/db/schema/index';
import type { Clock } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import { catalogueSpeaks, findCatalogueText, type CatalogueText } from './catalogue-index';
import { reloadOverrides, type OverrideRow } from './overrides';

export const TEXT_NOT_FOUND_MESSAGE = 'This text was not found';
export const TEXT_NOT_IN_LANGUAGE_MESSAGE = 'E-mails and documents are written in English and Spanish only';
export const TEXT_NOT_A_MESSAGE = 'The text could not be read: check that every { has its }';

type Dependencies = { db: Db; clock: Clock };

/** The names a message fills in ({name}, {count, plural, ...}) and its tags (<0>...</0>): what the screen hands it. */
export function messageSlots(message: string): { names: Set<string>; tags: Set<string> } | null {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(message);
  } catch {
    return null;
  }
  const names = new Set<string>();
  const tags = new Set<string>();
  const walk = (tokens: CompiledMessage): void => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\d+)\s*\/?>/g)) tags.add(tag[1]!);
        continue;
      }
      // [name] or [name, 'plural' | 'select' | ..., { choice: tokens, offset }].
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [choice, value] of Object.entries(format)) if (choice !== 'offset' && Array.isArray(value)) walk(value as CompiledMessage);
      }
    }
  };
  walk(compiled);
  return { names, tags };
}

/**
 * Why an organisation's words cannot stand in for a text, or null: they must read as a message, and
 * may only name what the text is handed (a name or tag the screen does not give would show as
 * nothing, or break the page).
 */
export function overrideProblem(source: string, text: string): string | null {
  const wanted = messageSlots(text);
  if (!wanted) return TEXT_NOT_A_MESSAGE;
  const given = messageSlots(source) ?? { names: new Set<string>(), tags: new Set<string>() };
  const unknownName = [...wanted.names].find((name) => !given.names.has(name));
  if (unknownName) {
    const known = [...given.names].map((name) => `{${name}}`).join(', ');
    return known ? `{${unknownName}} is not filled in here; this text can use ${known}` : `{${unknownName}} is not filled in here; this text has no values to use`;
  }
  const unknownTag = [...wanted.tags].find((tag) => !given.tags.has(tag));
  if (unknownTag) return `<${unknownTag}> is not a part of this text; keep the tags the English has`;
  return null;
}

function textOf(input: { locale: Locale; catalogue: string; id: string }): CatalogueText {
  const text = findCatalogueText(input.catalogue, input.id);
  if (!text) throw new AppError('NOT_FOUND', TEXT_NOT_FOUND_MESSAGE);
  if (!catalogueSpeaks(input.catalogue, input.locale)) throw new AppError('VALIDATION_FAILED', TEXT_NOT_IN_LANGUAGE_MESSAGE);
  return text;
}

export function presentText(text: CatalogueText, locale: Locale, override: OverrideRow | undefined): TextEntry {
  return {
    catalogue: text.catalogue,
    id: text.id,
    source: text.source,
    shipped: text.shipped[locale] ?? text.source,
    override: override ? { text: override.text, updatedBy: override.updatedBy, updatedAt: override.updatedAt.toISOString() } : null,
  };
}

const rowOf = (input: { locale: Locale; catalogue: string; id: string }) =>
  and(eq(textOverrides.locale, input.locale), eq(textOverrides.catalogue, input.catalogue), eq(textOverrides.messageId, input.id));

const audited = (input: { locale: Locale; catalogue: string; id: string }) => ({ type: 'text', id: `${input.locale}/${input.catalogue}/${input.id}` });

/** `PUT /api/admin/texts`: the organisation's words for one text in one language, audited with what they replace. */
export async function overrideText(deps: Dependencies, input: OverrideTextInput & { by: Change }): Promise<TextEntry> {
  const text = textOf(input);
  const words = input.text.trim();
  const problem = overrideProblem(text.source, words);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(textOverrides).where(rowOf(input)).for('update');
    const before = current?.text ?? text.shipped[input.locale] ?? text.source;
    if (current?.text === words) return current;
    const values = { text: words, updatedBy: input.by.actor.label ?? 'admin', updatedAt: deps.clock() };
    const [saved] = current
      ? await tx.update(textOverrides).set(values).where(eq(textOverrides.id, current.id)).returning()
      : await tx
          .insert(textOverrides)
          .values({ ...values, locale: input.locale, catalogue: input.catalogue, messageId: input.id })
          .returning();
    await recordAudit(tx, { actor: input.by.actor, action: 'text.overridden', entity: audited(input), before: { text: before }, after: { text: words }, ip: input.by.ip });
    return saved!;
  });
  await reloadOverrides(deps.db);
  return presentText(text, input.locale, row);
}

/** `POST /api/admin/texts/restore`: Haven's shipped words again; restoring a text never overridden changes nothing. */
export async function restoreText(deps: Dependencies, input: RestoreTextInput & { by: Change }): Promise<TextEntry> {
  const text = textOf(input);
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(textOverrides).where(rowOf(input)).returning();
    if (!removed) return;
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'text.restored',
      entity: audited(input),
      before: { text: removed.text },
      after: { text: text.shipped[input.locale] ?? text.source },
      ip: input.by.ip,
    });
  });
  await reloadOverrides(deps.db);
  return presentText(text, input.locale, undefined);
}
