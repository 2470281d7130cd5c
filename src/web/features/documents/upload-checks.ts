import { t } from '@lingui/core/macro';
import { MAX_FILE_BYTES } from '@shared/limits';

// The spec's types; the server decides by content (D9). This only helps the picker and warns early.
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';
const ALLOWED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'];

/** Why a chosen file cannot be sent, or null when it may be (said when asked, in the reader's language). */
export function fileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!ALLOWED_EXTENSIONS.includes(extension)) return t`Not an accepted type (PDF, JPG, PNG, DOC or DOCX)`;
  if (file.size > MAX_FILE_BYTES) return t`Larger than 10 MB`;
  if (file.size === 0) return t`The file is empty`;
  return null;
}
