import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_FIELD, MAX_IMPORT_BYTES } from '@shared/imports/schema';
import { AppError } from '../../kernel/errors';
import { findNulCharacter, nulCharacterSentence } from '../../kernel/plugins/refuse-nul-characters';
import { cleanFilename } from '../../kernel/uploads/ingest-files';

/** An import's form as it arrived: its text fields, and the one file, whole (at most 5 MB). */
export type ImportUpload = { fields: Record<string, string>; fileName: string; bytes: Buffer; sha256: string };

export const IMPORT_TOO_LARGE_MESSAGE = 'The file is larger than 5 MB. Please split it into smaller files of at most 10,000 rows each.';
export const NO_FILE_MESSAGE = 'Please choose a CSV file to import';

/**
 * Reads the multipart form of the preview and the import. The file is held in memory: it is at
 * most 5 MB, read by one admin at a time, and nothing of it is stored (the preview writes nothing,
 * and the import re-sends the file instead of the server keeping victims' data between the two).
 */
export async function readImportForm(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_CONTENT_TYPE', 'Please send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 5 } })) {
      if (part.type === 'field') {
        // Multipart fields skip the validator compiler, which refuses NUL everywhere else.
        const nulAt = findNulCharacter({ [part.fieldname]: part.value });
        if (nulAt) throw new AppError('VALIDATION_FAILED', nulCharacterSentence(nulAt));
        if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== IMPORT_FILE_FIELD) throw new AppError('VALIDATION_FAILED', 'Files are accepted only in the "{fileField}" field.', { values: { fileField: IMPORT_FILE_FIELD } });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_IMPORT_BYTES) throw new AppError('FILE_TOO_LARGE', IMPORT_TOO_LARGE_MESSAGE);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', IMPORT_TOO_LARGE_MESSAGE);
      // An empty file input sends a nameless, empty part: nothing was chosen.
      if (size === 0 && part.filename === '') continue;
      file = { fileName: cleanFilename(part.filename), bytes: Buffer.concat(chunks, size) };
    }
  } catch (error) {
    // Let the rest of the body arrive and go, so the refusal reaches the sender.
    if (!request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
    }
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', IMPORT_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') throw new AppError('TOO_MANY_FILES', 'Please import one file at a time.');
    throw error;
  }
  if (!file) throw new AppError('VALIDATION_FAILED', NO_FILE_MESSAGE);
  return { fields, ...file, sha256: createHash('sha256').update(file.bytes).digest('hex') };
}
