import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '@shared/limits';
import { AppError } from '../errors';
import { findNulCharacter, nulCharacterMessage } from '../plugins/refuse-nul-characters';
import type { FileStorage } from '../storage/storage';
import { detectUploadType } from './detect-upload-type';

/** A file that passed the checks and now sits in storage; what a documents row records of it. */
export type IngestedFile = {
  filename: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
};

export type IngestedUpload = {
  /** Text fields of the form; the caller validates them with its own schema. */
  fields: Record<string, string>;
  files: IngestedFile[];
  /** Removes every stored file again: the caller calls it when its own work fails. */
  discard: () => Promise<void>;
};

export type IngestOptions = {
  storage: FileStorage;
  /** The one form field files may arrive under ('evidence', 'documents'). */
  fileField: string;
  maxFiles: number;
  /** Folder in storage, e.g. 'evidence'; the rest of the key is random (D9). */
  keyPrefix: string;
};

export const refusedTypeMessage = (filename: string) =>
  `This file type is not accepted: ${filename}. Please upload images, PDF, DOC or DOCX files.`;
export const TOO_LARGE_MESSAGE = 'A file is larger than 10 MB. Please choose a smaller file.';

/**
 * Reads a multipart request: keeps its text fields, and for each file checks size, count and real
 * type (by content), records its SHA-256 and stores it under a random key. All or nothing: when a
 * file is refused or the request breaks off, every file stored so far is removed before the error
 * goes on.
 */
export async function ingestMultipartUpload(request: FastifyRequest, options: IngestOptions): Promise<IngestedUpload> {
  const { storage, fileField, maxFiles, keyPrefix } = options;
  const fields: Record<string, string> = {};
  const files: IngestedFile[] = [];
  const discard = () => removeStoredFiles(storage, files.map((f) => f.storageKey));

  try {
    const parts = request.parts({ limits: { files: maxFiles, fileSize: MAX_FILE_BYTES } });
    for await (const part of parts) {
      if (part.type === 'field') {
        // Multipart fields skip the validator compiler, which refuses NUL everywhere else.
        const nulAt = findNulCharacter({ [part.fieldname]: part.value });
        if (nulAt) throw new AppError('VALIDATION_FAILED', nulCharacterMessage(nulAt));
        // The first value of a repeated field wins; a form never repeats its text fields.
        if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== fileField) {
        throw new AppError('VALIDATION_FAILED', `Files are accepted only in the "${fileField}" field.`);
      }
      // Throws FST_REQ_FILE_TOO_LARGE for a file cut off at the limit (throwFileSizeLimit).
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > MAX_FILE_BYTES) {
        throw new AppError('FILE_TOO_LARGE', TOO_LARGE_MESSAGE);
      }
      const filename = cleanFilename(part.filename);
      // An empty file input sends a nameless, empty part: nothing was chosen.
      if (data.length === 0 && part.filename === '') continue;
      if (files.length >= maxFiles) {
        throw new AppError('TOO_MANY_FILES', `Too many files. Please attach at most ${maxFiles} files.`);
      }
      const type = await detectUploadType(data);
      if (!type) throw new AppError('FILE_TYPE_REFUSED', refusedTypeMessage(filename));

      const storageKey = `${keyPrefix}/${randomUUID()}.${type.ext}`;
      await storage.put(storageKey, data);
      files.push({
        filename,
        storageKey,
        mimeType: type.mime,
        sizeBytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      });
    }
  } catch (error) {
    drainRequest(request);
    await discard();
    throw error;
  }
  return { fields, files, discard };
}

// Once we give up on a request, the rest of its body is read and dropped, so the browser can
// finish sending and read our answer instead of seeing the connection stall.
function drainRequest(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded) return;
  raw.unpipe();
  raw.resume();
}

/** Best effort for every key: one failed removal must not leave the others behind. */
export async function removeStoredFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

// Kept only for display and downloads: no path, no control characters, a sane length.
export function cleanFilename(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return cleaned || 'file';
}
