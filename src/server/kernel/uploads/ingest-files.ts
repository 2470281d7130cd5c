import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '@shared/limits';
import { AppError } from '../errors';
import { findNulCharacter, nulCharacterSentence } from '../plugins/refuse-nul-characters';
import { Sentence } from '../texts/error-texts';
import type { FileStorage } from '../storage/storage';
import { classifyUploadHead, detectStoredContainerType, type UploadType } from './detect-upload-type';

/** A file that passed the checks and now sits in storage; what a documents row records of it. */
export type IngestedFile = {
  filename: string;
  /** Where the file lives once the upload is committed: the key its documents row names. */
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
};

export type IngestedUpload = {
  /** Text fields of the form; the caller validates them with its own schema. */
  fields: Record<string, string>;
  files: IngestedFile[];
  /**
   * Moves every staged file to its storageKey: the caller calls it once the rows naming them have
   * committed. A move that fails here is finished by the staging sweep (sweep-storage.ts).
   */
  commit: () => Promise<void>;
  /** Removes every staged file again: the caller calls it when its own work fails. */
  discard: () => Promise<void>;
};

/** Stops an upload that would go past a byte budget (D18 evidence of unconfirmed reports). */
export type UploadByteBudget = {
  /** Bytes this upload may still bring, all files together. */
  remainingBytes: number;
  /** The refusal when it brings more. */
  refusal: () => AppError;
};

export type IngestOptions = {
  storage: FileStorage;
  /** The one form field files may arrive under ('evidence', 'documents'). */
  fileField: string;
  maxFiles: number;
  /** Folder in storage, e.g. 'evidence'; the rest of the key is random (D9). */
  keyPrefix: string;
  budget?: UploadByteBudget;
};

export const refusedTypeMessage = (filename: string) =>
  new Sentence('This file type is not accepted: {filename}. Please upload images, PDF, DOC or DOCX files.', { filename });
export const TOO_LARGE_MESSAGE = 'A file is larger than 10 MB. Please choose a smaller file.';

/** Where an upload waits until its rows commit: never a key any row names. */
export const STAGING_PREFIX = 'staging';
export const stagingKeyOf = (storageKey: string) => `${STAGING_PREFIX}/${storageKey}`;

/**
 * How much of a file's start its type is judged on before anything is written: enough for every
 * accepted kind's signature. Zip and compound files (DOCX, DOC) are checked again once stored.
 */
export const HEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart request: keeps its text fields, and for each file checks size, count and real
 * type (by content), records its SHA-256 and streams it to a staging key in storage, a chunk at a
 * time: no file is ever whole in memory. All or nothing: when a file is refused or the request
 * breaks off, every file staged so far is removed before the error goes on; the caller commits
 * (moves the files into place) only once its rows have committed.
 */
export async function ingestMultipartUpload(request: FastifyRequest, options: IngestOptions): Promise<IngestedUpload> {
  const { storage, fileField, maxFiles, keyPrefix, budget } = options;
  const fields: Record<string, string> = {};
  const files: IngestedFile[] = [];
  // Every staging key written or being written, so a failure mid-file removes that one too.
  const staged: string[] = [];
  let totalBytes = 0;
  const discard = () => removeStoredFiles(storage, staged);
  const commit = async () => {
    const moved = await Promise.allSettled(files.map((file) => storage.move(stagingKeyOf(file.storageKey), file.storageKey)));
    moved.forEach((outcome, i) => {
      // The rows are in: the answer stays a success, and the nightly sweep finishes the move.
      if (outcome.status === 'rejected') {
        request.log.error({ err: outcome.reason, storageKey: files[i]!.storageKey }, 'upload committed but its file is still staged');
      }
    });
  };

  try {
    const parts = request.parts({ limits: { files: maxFiles, fileSize: MAX_FILE_BYTES } });
    for await (const part of parts) {
      if (part.type === 'field') {
        // Multipart fields skip the validator compiler, which refuses NUL everywhere else.
        const nulAt = findNulCharacter({ [part.fieldname]: part.value });
        if (nulAt) throw new AppError('VALIDATION_FAILED', nulCharacterSentence(nulAt));
        // The first value of a repeated field wins; a form never repeats its text fields.
        if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== fileField) {
        throw new AppError('VALIDATION_FAILED', 'Files are accepted only in the "{fileField}" field.', { values: { fileField } });
      }
      const filename = cleanFilename(part.filename);
      const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const head = await readHead(chunks);
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', TOO_LARGE_MESSAGE);
      // An empty file input sends a nameless, empty part: nothing was chosen.
      if (head.complete && head.bytes.length === 0 && part.filename === '') continue;
      if (files.length >= maxFiles) {
        throw new AppError('TOO_MANY_FILES', 'Too many files. Please attach at most {maxFiles, plural, one {# file} other {# files}}.', { values: { maxFiles } });
      }
      const verdict = await classifyUploadHead(head.bytes, head.complete);
      if (verdict.kind === 'refused') throw new AppError('FILE_TYPE_REFUSED', refusedTypeMessage(filename));

      const id = randomUUID();
      // A zip or compound file's extension (docx or doc) is known once it is stored.
      let stagingKey = stagingKeyOf(verdict.kind === 'accepted' ? `${keyPrefix}/${id}.${verdict.type.ext}` : `${keyPrefix}/${id}`);
      staged.push(stagingKey);
      const hash = createHash('sha256');
      let sizeBytes = 0;
      const counted = (chunk: Buffer) => {
        sizeBytes += chunk.length;
        totalBytes += chunk.length;
        if (budget && totalBytes > budget.remainingBytes) throw budget.refusal();
        hash.update(chunk);
        return chunk;
      };
      await storage.write(stagingKey, Readable.from(passThrough(head.bytes, chunks, counted, part.file), { objectMode: false }));
      if (part.file.truncated || sizeBytes > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE', TOO_LARGE_MESSAGE);

      let type: UploadType | null = verdict.kind === 'accepted' ? verdict.type : null;
      if (verdict.kind === 'container') {
        const written = stagingKey;
        type = await detectStoredContainerType(verdict.container, () => storage.read(written));
        if (!type) throw new AppError('FILE_TYPE_REFUSED', refusedTypeMessage(filename));
        stagingKey = stagingKeyOf(`${keyPrefix}/${id}.${type.ext}`);
        await storage.move(written, stagingKey);
        staged[staged.length - 1] = stagingKey;
      }
      if (!type) throw new AppError('FILE_TYPE_REFUSED', refusedTypeMessage(filename));
      const storageKey = `${keyPrefix}/${id}.${type.ext}`;
      files.push({ filename, storageKey, mimeType: type.mime, sizeBytes, sha256: hash.digest('hex') });
    }
  } catch (error) {
    drainRequest(request);
    await discard();
    throw error;
  }
  return { fields, files, commit, discard };
}

/** The first HEAD_BYTES of a file (fewer when it is shorter: then `complete`). */
async function readHead(chunks: AsyncIterator<Buffer>): Promise<{ bytes: Buffer; complete: boolean }> {
  const read: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) return { bytes: Buffer.concat(read), complete: true };
    read.push(next.value);
    length += next.value.length;
  }
  return { bytes: Buffer.concat(read), complete: false };
}

/**
 * The head, then the rest of the file as busboy hands it over; each chunk goes through `inspect`
 * (size, budget, hash) on its way to storage. Pulled by the storage write, so a slow disk slows the
 * upload instead of filling memory.
 */
async function* passThrough(head: Buffer, chunks: AsyncIterator<Buffer>, inspect: (chunk: Buffer) => Buffer, file: MultipartFile['file']) {
  if (head.length > 0) yield inspect(head);
  for (;;) {
    const next = await chunks.next();
    if (next.done) return;
    yield inspect(next.value);
    // Past the limit busboy drops the rest; nothing more is worth writing.
    if (file.truncated) return;
  }
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
