import { downloadFilename } from '../documents/download-filename';

/**
 * The name each case file gets inside the pack: under files/, with the detected type's extension,
 * only harmless characters, and unique (two 'statement.pdf' become 'statement.pdf' and
 * 'statement (2).pdf').
 */
export function packFileNames(files: readonly { filename: string; mimeType: string }[]): string[] {
  const used = new Set<string>();
  return files.map((file) => {
    const safe = downloadFilename(file.filename, file.mimeType).replace(/[^\w.\- ()]/g, '_').replace(/^\.+/, '_') || 'file';
    const dot = safe.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = `files/${safe}`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `files/${stem} (${n})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** A CSV cell that a spreadsheet never reads as a formula (= + - @ tab or CR first), quoted when needed. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
