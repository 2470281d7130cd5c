import type { allowedUploadMimeTypes } from '@shared/limits';

// The first extension is the one a name gets when it has none of them.
const extensionsByType: Record<(typeof allowedUploadMimeTypes)[number], readonly [string, ...string[]]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

// A trailing ".xyz" that reads as an extension: short, with a letter, so "12.05.2024" stays a name.
const TRAILING_EXTENSION = /\.((?=[a-z0-9]{0,7}[a-z])[a-z0-9]{1,8})$/i;

/**
 * The name a stored file is served under: the uploaded name, ending in the extension of the type
 * detected from its content (D9). The browser and the operating system pick the program from the
 * extension, so a PNG uploaded as "poly.png.html" must not come back as a web page: it becomes
 * "poly.png". Wrong extensions after a right one are dropped; when there is no right one, only the
 * last extension is replaced, so the rest of the name the victim chose stays.
 */
export function downloadFilename(filename: string, mimeType: string): string {
  const extensions: readonly string[] | undefined = Object.hasOwn(extensionsByType, mimeType)
    ? extensionsByType[mimeType as keyof typeof extensionsByType]
    : undefined;
  // Leading dots would hide the file; trailing dots and spaces are dropped by Windows anyway.
  const name = filename.replace(/^[.\s]+|[.\s]+$/g, '') || 'file';
  if (!extensions) return name;

  let stem = name;
  for (let match = TRAILING_EXTENSION.exec(stem); match; match = TRAILING_EXTENSION.exec(stem)) {
    if (extensions.includes((match[1] ?? '').toLowerCase())) return stem;
    stem = stem.slice(0, match.index);
  }
  const last = TRAILING_EXTENSION.exec(name);
  return `${last ? name.slice(0, last.index) : name}.${extensions[0]}`;
}
