/**
 * The one form of a sign-in name (a victim's e-mail, a staff username or e-mail) that the lookup,
 * the unique index and the sign-in counters all use, so no two spellings of one name can reach
 * one account on different counters (issue 22 §5). Done in JavaScript, never by SQL's lower(),
 * which folds by the database's collation: on PostgreSQL lower('İris') is 'iris' where JavaScript
 * gives 'i̇ris', and that gap let a second spelling sign in past the first one's limit.
 *
 * NFKC first (full-width 'ＡＤＭＩＮ' is 'ADMIN', the ligature 'ﬁ' is 'fi'), then a full case fold:
 * upper case then lower case, which folds as Unicode's CaseFolding does for names people type
 * ('Straße' and 'STRASSE' are one name, final sigma is one letter), repeated until it stops
 * changing because one pass turns capital sharp s into 'ß' and the next into 'ss'. Capital I with
 * a dot folds to 'i' plus a combining dot, as Unicode's default folding does: 'İris' is not 'iris'.
 * The result is idempotent: normalising a stored value changes nothing.
 */
export function normaliseIdentifier(value: string): string {
  let current = value.trim().normalize('NFKC');
  for (let pass = 0; pass < 4; pass++) {
    const next = current.toUpperCase().toLowerCase().normalize('NFKC');
    if (next === current) break;
    current = next;
  }
  return current;
}
