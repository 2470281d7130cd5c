import { plural, t } from '@lingui/core/macro';
import { allowedUploadMimeTypes, MAX_EVIDENCE_FILES, MAX_FILE_BYTES } from '@shared/limits';

// The browser's early word on a chosen file; the server checks the bytes and has the last word.

const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx'];

type FileLike = { name: string; size: number; type: string };

// Said when a file is chosen, in the reader's language then (never at module level).
export const refusedTypeMessage = (name: string) =>
  t`This file type is not accepted: ${name}. Please upload images, PDF, DOC or DOCX files.`;
export const tooLargeMessage = (name: string) => t`${name} is larger than 10 MB. Please choose a smaller file.`;
export const tooManyMessage = () => {
  const limit = MAX_EVIDENCE_FILES;
  return t`Too many files. Please attach at most ${limit} files.`;
};
const emptyMessage = (name: string) => t`${name} is empty. Please choose another file.`;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Why this file cannot go with the report, or null when it looks acceptable. */
export function checkEvidenceFile(file: FileLike): string | null {
  const knownType = (allowedUploadMimeTypes as readonly string[]).includes(file.type);
  if (!knownType && !ACCEPTED_EXTENSIONS.includes(extensionOf(file.name))) return refusedTypeMessage(file.name);
  if (file.size > MAX_FILE_BYTES) return tooLargeMessage(file.name);
  if (file.size === 0) return emptyMessage(file.name);
  return null;
}

const sameFile = (a: FileLike & { lastModified?: number }, b: FileLike & { lastModified?: number }) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly chosen files to the list: refused ones are reported, a file chosen twice is kept once,
 * and the list never grows past the limit.
 */
export function addEvidenceFiles<T extends FileLike & { lastModified?: number }>(
  current: T[],
  chosen: T[],
): { files: T[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  const tooMany = tooManyMessage();
  for (const file of chosen) {
    const problem = checkEvidenceFile(file);
    if (problem) {
      problems.push(problem);
    } else if (files.some((f) => sameFile(f, file))) {
      continue;
    } else if (files.length >= MAX_EVIDENCE_FILES) {
      if (!problems.includes(tooMany)) problems.push(tooMany);
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}

export function supportingDocumentsText(count: number): string {
  return plural(count, { one: '# supporting document', other: '# supporting documents' });
}
