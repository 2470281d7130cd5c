/**
 * The specs show file sizes in KB (the evidence picker, the case documents, the staff documents
 * list): one decimal under 10 KB so a small file does not read "0 KB", whole kilobytes above. The
 * number is written as the reader's locale writes numbers ("4,9 KB" in Spanish); the unit is the same.
 */
export function formatKilobytes(bytes: number, locale = 'en-US'): string {
  const kb = bytes / 1024;
  return `${kb.toLocaleString(locale, { maximumFractionDigits: kb < 10 ? 1 : 0 })} KB`;
}

/** The staff user detail shows sizes in MB (admin spec section 9): two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;
}

/**
 * A file's size in the unit that reads best: bytes under 1 KB, KB under 1 MB (as formatKilobytes),
 * MB above with two decimals (the staff user detail's unit, admin spec section 9). A small file in
 * MB alone would read "0.00 MB".
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes.toLocaleString('en-US')} bytes`;
  if (bytes < 1024 * 1024) return formatKilobytes(bytes);
  return formatMegabytes(bytes);
}
