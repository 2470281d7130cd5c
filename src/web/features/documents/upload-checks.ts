import { MAX_FILE_BYTES } from '@shared/limits';

// The spec's types; the server decides by content (D9). This only helps the picker and warns early.
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';
const ALLOWED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'];

/** Why a chosen file cannot be sent, or null when it may be. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!ALLOWED_EXTENSIONS.includes(extension)) return 'Not an accepted type (PDF, JPG, PNG, DOC or DOCX)';
  if (file.size > MAX_FILE_BYTES) return 'Larger than 10 MB';
  if (file.size === 0) return 'The file is empty';
  return null;
}
