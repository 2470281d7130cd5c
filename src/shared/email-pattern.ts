// Kept apart from schemas.ts, which builds zod schemas when loaded: the first bundle of the web app
// checks an address with this pattern alone and leaves zod to the pages that need it.

// The spec's e-mail rule: text, at sign, text, dot, text, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
