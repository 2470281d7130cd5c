/** The language to name countries and currencies in: the reader's (accented test English is English). */
export function readerLanguage(locale: string | undefined): string {
  return !locale || locale === 'pseudo' ? 'en' : locale;
}
