import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './schema';
import { checkSearchEmail } from './search-email';

// The home page checks an address without zod (first bundle); the server checks it with the schema.
// Both must accept and refuse the same addresses with the same words.
const cases = [
  '',
  '   ',
  'victim@example.com',
  '  Victim@Example.COM  ',
  'no-at-sign.example.com',
  'two@@example.com',
  'space in@example.com',
  'nodot@example',
  'a@b.c',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(244)}@example.com`,
];

describe('the search e-mail rule without zod', () => {
  it.each(cases)('agrees with searchQuerySchema on %j', (input) => {
    const parsed = searchQuerySchema.safeParse({ email: input });
    const checked = checkSearchEmail(input);
    expect(checked.ok).toBe(parsed.success);
    if (checked.ok && parsed.success) expect(checked.email).toBe(parsed.data.email);
    if (!checked.ok && !parsed.success) expect(checked.message).toBe(parsed.error.issues[0]?.message);
  });
});
