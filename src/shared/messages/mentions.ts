/**
 * The colleagues an internal note names as @username (issue 26), lower-cased, each once. An @ inside
 * a word (an e-mail address) is not a mention, and a full stop or comma after the name ends it.
 */
export function mentionedUsernames(text: string): string[] {
  const names = [...text.matchAll(/(?:^|[^A-Za-z0-9._@-])@([A-Za-z0-9._-]+)/g)].map((m) => m[1]!.replace(/[._-]+$/, '').toLowerCase());
  return [...new Set(names.filter((name) => name.length > 0))];
}
