/**
 * One @name: as written, then each shorter form without a trailing dot, dash or underscore
 * ("@jo_." → jo_., jo_, jo), longest first, and the shortest of them (`trimmed`).
 */
export type MentionToken = { written: string; trimmed: string; candidates: string[] };

/** No username is longer (shared/staff/staff-schema.ts), so no longer form is looked up. */
const USERNAME_MAX = 60;

function candidatesOf(name: string): string[] {
  const forms: string[] = [];
  let end = name.length;
  if (end <= USERNAME_MAX) forms.push(name);
  while (end > 1 && '._-'.includes(name[end - 1]!)) {
    end--;
    if (end <= USERNAME_MAX) forms.push(name.slice(0, end));
  }
  return forms.length > 0 ? forms : [name.slice(0, end)];
}

/**
 * The colleagues an internal note names as @username (issue 26), lower-cased, each once. An @ inside
 * a word (an e-mail address) is not a mention. A username may itself end in a dot, dash or
 * underscore, so the lookup tries the name as written first, then without what may be punctuation.
 */
export function mentionTokens(text: string): MentionToken[] {
  const seen = new Set<string>();
  const tokens: MentionToken[] = [];
  for (const match of text.matchAll(/(?:^|[^A-Za-z0-9._@-])@([A-Za-z0-9._-]+)/g)) {
    const written = match[1]!.toLowerCase();
    if (seen.has(written) || /^[._-]+$/.test(written)) continue;
    seen.add(written);
    const candidates = candidatesOf(written);
    tokens.push({ written, trimmed: candidates.at(-1)!, candidates });
  }
  return tokens;
}
