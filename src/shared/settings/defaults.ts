// Apart from schema.ts (zod) because the first bundle of the web app shows them before settings load.
export const DEFAULT_PLATFORM_NAME = 'Haven';
export const DEFAULT_TAGLINE = 'Your trusted partner in fraud recovery';
