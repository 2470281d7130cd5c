import type { FastifyRequest } from 'fastify';
import { isLocale, offeredLocales, requestLocale, type Locale } from '@shared/i18n/locales';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { fraudIncidents, staffUsers, userProfiles } from '../../kernel/db/schema/index';
import { getSettingValue } from './queries';

// Which language to speak to whom (issue 28, D31): the languages the organisation offers (setting
// `languages`), the language of the person asking, and the language of the person a mail is for.

/** The languages the organisation offers, its first the default. */
export async function offeredLocalesOf(db: Db | Tx): Promise<Locale[]> {
  return offeredLocales(await getSettingValue(db, 'languages'));
}

/**
 * The language of the person making a request, as the web shows it to them: their choice (the
 * cookie `haven_locale`) when it is offered, else their browser's first offered, else the first offered.
 */
export async function localeOfRequest(db: Db | Tx, request: Pick<FastifyRequest, 'headers'> & { cookies?: Record<string, string | undefined> }): Promise<Locale> {
  const acceptLanguage = request.headers['accept-language'];
  return requestLocale({ cookie: request.cookies?.haven_locale, acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined }, await offeredLocalesOf(db));
}

/**
 * The language a mail is written in: the first of `known` (the account's, then the case's or the
 * application's) that the organisation still offers, else its first offered language.
 */
export async function mailLocale(db: Db | Tx, ...known: (string | null | undefined)[]): Promise<Locale> {
  const offered = await offeredLocalesOf(db);
  return known.find((locale): locale is Locale => isLocale(locale) && offered.includes(locale)) ?? offered[0]!;
}

/** A mail to a victim's address: their account's language, else `known` (the case's, the application's), else the first offered. */
export async function victimMailLocale(db: Db | Tx, email: string, ...known: (string | null | undefined)[]): Promise<Locale> {
  const [account] = await db.select({ locale: userProfiles.locale }).from(userProfiles).where(eq(userProfiles.email, email)).limit(1);
  return mailLocale(db, account?.locale, ...known);
}

/** A mail to a staff member: their own language (the one they last signed in with), else the first offered. */
export async function staffMailLocale(db: Db | Tx, staffId: number): Promise<Locale> {
  const [account] = await db.select({ locale: staffUsers.locale }).from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
  return mailLocale(db, account?.locale);
}

/** A mail to a victim about a case: their account's language, else the case's (its reporter's), else the first offered. */
export async function caseMailLocale(db: Db | Tx, input: { email: string; incidentId: number | null }): Promise<Locale> {
  const [incident] = input.incidentId === null ? [] : await db.select({ locale: fraudIncidents.locale }).from(fraudIncidents).where(eq(fraudIncidents.id, input.incidentId)).limit(1);
  return victimMailLocale(db, input.email, incident?.locale);
}
