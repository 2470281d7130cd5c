import { and, eq } from 'drizzle-orm';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@shared/i18n/locales';
import type { OverrideTextInput, RestoreTextInput, TextEntry } from '@shared/texts/schema';
import type { Db } from '../../kernel/db/client';
import { textOverrides } from '../../kernel/db/schema/index';
import type { Clock } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { Sentence } from '../../kernel/texts/error-texts';
import { recordAudit, type Change } from '../audit/record-audit';
import { catalogueSpeaks, findCatalogueText, type CatalogueText } from './catalogue-index';
import { reloadOverrides, type OverrideRow } from './overrides';

export const TEXT_NOT_FOUND_MESSAGE = 'This text was not found';
export const TEXT_NOT_IN_LANGUAGE_MESSAGE = 'E-mails and documents are written in English and Spanish only';
// The braces go in as values: in a message's own words they would open a placeholder.
export const TEXT_NOT_A_MESSAGE = new Sentence('The text could not be read: check that every {open} has its {close}', { open: '{', close: '}' });

type Dependencies = { db: Db; clock: Clock };

/** The choices among which a value picks its words ({count, plural, ...}); any value is safe with "other" to fall back on. */
const CHOICE_FORMATS = new Set(['plural', 'selectordinal', 'select']);
/** A tag as <Trans> reads one in the words it renders (<0>, </0>, <0/>; a name too, looked up among the elements). */
const TAG = /<\/?([a-zA-Z0-9]+)\s*\/?>/g;
/** Words that end where a tag begins, which a value or a choice after them would finish ('<' before '{name}'). */
const TAG_BEGUN = /<\/?[a-zA-Z0-9]*$/;

export type MessageSlots = {
  /** The names it fills in ({name}, {count, plural, ...}). */
  names: Set<string>;
  /** Its tags (<0>...</0>). */
  tags: Set<string>;
  /** Each value said through a formatter ({when, date}), by name, formatter and style, with how it reads. */
  formats: Map<string, { name: string; shown: string }>;
  /** Its plurals and selects without an "other" choice ('{count, plural}'). */
  withoutOther: string[];
  /** Whether a tag is begun in its words and finished by a value or a choice. */
  tagBegunBeforeValue: boolean;
};

/** What a message is handed and how it says it: the names and tags the screen gives it, and the formats it uses. */
export function messageSlots(message: string): MessageSlots | null {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(message);
  } catch {
    return null;
  }
  const slots: MessageSlots = { names: new Set(), tags: new Set(), formats: new Map(), withoutOther: [], tagBegunBeforeValue: false };
  const walk = (tokens: CompiledMessage, whole: boolean): void => {
    tokens.forEach((token, at) => {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(TAG)) slots.tags.add(tag[1]!);
        // Only the message's very last words may end so: anything after them is said into the tag.
        if (TAG_BEGUN.test(token) && !(whole && at === tokens.length - 1)) slots.tagBegunBeforeValue = true;
        return;
      }
      // [name] or [name, 'plural' | 'select' | 'date' | ..., { choice: tokens, offset } or a style].
      const [name, type, format] = token;
      slots.names.add(name);
      if (!type) return;
      if (!CHOICE_FORMATS.has(type)) {
        slots.formats.set(JSON.stringify([name, type, format ?? null]), { name, shown: `{${name}, ${type}}` });
        return;
      }
      const choices = Object.entries((format ?? {}) as Record<string, unknown>).filter(([choice]) => choice !== 'offset');
      if (!choices.some(([choice]) => choice === 'other')) slots.withoutOther.push(`{${name}, ${type}}`);
      for (const [, value] of choices) if (Array.isArray(value)) walk(value as CompiledMessage, false);
    });
  };
  walk(compiled, true);
  return slots;
}

/**
 * Why an organisation's words cannot stand in for a text, or null: they must read as a message,
 * may only name what the text is handed (a name or tag the screen does not give would show as
 * nothing, or break the page), and must not throw when said: a value formatted only as the English
 * formats it (a name's text read as a date throws), a tag only the English's (another is looked up
 * by its name: <constructor/> throws), and a plural or select always with "other".
 */
export function overrideProblem(source: string, text: string): Sentence | null {
  const wanted = messageSlots(text);
  if (!wanted) return TEXT_NOT_A_MESSAGE;
  const given: Omit<MessageSlots, 'withoutOther'> = messageSlots(source) ?? { names: new Set(), tags: new Set(), formats: new Map(), tagBegunBeforeValue: false };
  const unknownName = [...wanted.names].find((name) => !given.names.has(name));
  if (unknownName) {
    const known = [...given.names].map((name) => `{${name}}`).join(', ');
    const name = `{${unknownName}}`;
    return known
      ? new Sentence('{name} is not filled in here; this text can use {known}', { name, known })
      : new Sentence('{name} is not filled in here; this text has no values to use', { name });
  }
  const unknownTag = [...wanted.tags].find((tag) => !given.tags.has(tag));
  if (unknownTag) return new Sentence('<{tag}> is not a part of this text; keep the tags the English has', { tag: unknownTag });
  // Unless the English does so itself: a server text's '<{tag}>' is never read for tags.
  if (wanted.tagBegunBeforeValue && !given.tagBegunBeforeValue) return new Sentence('A tag cannot be finished by a value or a choice; keep the tags the English has');
  const withoutOther = wanted.withoutOther[0];
  if (withoutOther) return new Sentence('{choice} needs an "other" choice, for a value no other choice names', { choice: withoutOther });
  const unknownFormat = [...wanted.formats].find(([key]) => !given.formats.has(key))?.[1];
  if (unknownFormat) {
    return new Sentence('{format} cannot be used in this text; write {name} as the English does', { format: unknownFormat.shown, name: `{${unknownFormat.name}}` });
  }
  return null;
}

function textOf(input: { locale: Locale; catalogue: string; id: string }): CatalogueText {
  const text = findCatalogueText(input.catalogue, input.id);
  if (!text) throw new AppError('NOT_FOUND', TEXT_NOT_FOUND_MESSAGE);
  if (!catalogueSpeaks(input.catalogue, input.locale)) throw new AppError('VALIDATION_FAILED', TEXT_NOT_IN_LANGUAGE_MESSAGE);
  return text;
}

/** An override whose text is no longer in Haven, as the admin list shows it. */
export function retiredText(row: OverrideRow): TextEntry {
  return {
    catalogue: row.catalogue,
    id: row.messageId,
    source: '',
    shipped: '',
    override: { text: row.text, updatedBy: row.updatedBy, updatedAt: row.updatedAt.toISOString() },
    retired: true,
  };
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
  // A text an update removed can still have its override taken away; it has no words to go back to.
  const text = findCatalogueText(input.catalogue, input.id) ?? null;
  if (text) textOf(input);
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(textOverrides).where(rowOf(input)).returning();
    if (!row) return null;
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'text.restored',
      entity: audited(input),
      before: { text: row.text },
      after: { text: text ? (text.shipped[input.locale] ?? text.source) : null },
      ip: input.by.ip,
    });
    return row;
  });
  if (!text && !removed) throw new AppError('NOT_FOUND', TEXT_NOT_FOUND_MESSAGE);
  await reloadOverrides(deps.db);
  return text ? presentText(text, input.locale, undefined) : { ...retiredText(removed!), override: null };
}
