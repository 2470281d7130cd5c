/** `filename*` carries any name safely; the plain fallback keeps only harmless characters. */
export function attachmentHeader(filename: string): string {
  const fallback = filename.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
