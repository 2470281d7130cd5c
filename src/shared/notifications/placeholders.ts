/**
 * What a bulk message or template may say per recipient, written {{name}}: each is filled from the
 * recipient's own record when the mail is written.
 */
export const placeholders = [
  { key: 'name', label: "The person's full name" },
  { key: 'email', label: "The person's e-mail address" },
  { key: 'caseReference', label: 'Their most recent case reference (FR-000123), or "your case"' },
  { key: 'platformName', label: 'The platform name' },
] as const;
export type PlaceholderKey = (typeof placeholders)[number]['key'];

const known = new Set<string>(placeholders.map((p) => p.key));

/** Fills {{key}} (spaces allowed inside the braces); an unknown key is left as written. */
export function fillPlaceholders(text: string, values: Record<PlaceholderKey, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, key: string) => (known.has(key) ? values[key as PlaceholderKey] : whole));
}

/** The {{keys}} a text uses that no recipient could fill, for a clear refusal before anything is sent. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([a-zA-Z]+)\s*\}\}/g)].map((m) => m[1]!).filter((key) => !known.has(key));
}
