import type { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeFromStream } from 'file-type';
import { allowedUploadMimeTypes } from '@shared/limits';

export type UploadType = { mime: (typeof allowedUploadMimeTypes)[number]; ext: string };

const CFB_MIME = 'application/x-cfb';
const DOC_MIME = 'application/msword';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What a file really is, from its bytes, when it is one of the types we accept (DECISIONS D9);
 * null for anything else, whatever its name or the browser's claimed type says.
 */
export async function detectUploadType(data: Uint8Array): Promise<UploadType | null> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return null;
  if (detected.mime === CFB_MIME) {
    // A compound file is also what .xls, .ppt and .msi installers are made of; only a Word
    // document carries a "WordDocument" stream.
    return hasWordDocumentStream(data) ? { mime: DOC_MIME, ext: 'doc' } : null;
  }
  const allowed = allowedUploadMimeTypes.find((mime) => mime === detected.mime);
  return allowed ? { mime: allowed, ext: detected.ext } : null;
}

const DIRECTORY_ENTRY_BYTES = 128;
const WORD_DOCUMENT_NAME = Buffer.from('WordDocument\0', 'utf16le');
const STREAM_OBJECT = 2;

/**
 * Looks for the directory entry of a "WordDocument" stream. Sectors are multiples of 128 bytes and
 * start at a multiple of the sector size, so every directory entry sits at a multiple of 128.
 */
export function hasWordDocumentStream(data: Uint8Array): boolean {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  for (let offset = 512; offset + DIRECTORY_ENTRY_BYTES <= buffer.length; offset += DIRECTORY_ENTRY_BYTES) {
    if (isWordDocumentEntry(buffer, offset)) return true;
  }
  return false;
}

function isWordDocumentEntry(buffer: Buffer, offset: number): boolean {
  return (
    buffer.readUInt16LE(offset + 64) === WORD_DOCUMENT_NAME.length &&
    buffer[offset + 66] === STREAM_OBJECT &&
    buffer.subarray(offset, offset + WORD_DOCUMENT_NAME.length).equals(WORD_DOCUMENT_NAME)
  );
}

const ZIP_MIME = 'application/zip';

/** What the first bytes of a file say, before the rest has arrived. */
export type HeadVerdict =
  | { kind: 'accepted'; type: UploadType }
  | { kind: 'refused' }
  /** A zip or compound file: which kind (a Word document or something else) only the whole file says. */
  | { kind: 'container'; container: 'cfb' | 'zip' };

/**
 * Judges a file from its first bytes only, so a refused type is turned away before anything is
 * written. `complete` says the head is the whole file: then the answer is final.
 */
export async function classifyUploadHead(head: Uint8Array, complete: boolean): Promise<HeadVerdict> {
  if (complete) {
    const type = await detectUploadType(head);
    return type ? { kind: 'accepted', type } : { kind: 'refused' };
  }
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return { kind: 'refused' };
  // A DOCX whose [Content_Types].xml lies past the head reads as a plain zip here.
  if (detected.mime === CFB_MIME) return { kind: 'container', container: 'cfb' };
  if (detected.mime === ZIP_MIME || detected.mime === DOCX_MIME) return { kind: 'container', container: 'zip' };
  const allowed = allowedUploadMimeTypes.find((mime) => mime === detected.mime);
  return allowed ? { kind: 'accepted', type: { mime: allowed, ext: detected.ext } } : { kind: 'refused' };
}

/**
 * What a stored zip or compound file really is, read from storage as a stream (never whole in
 * memory): a DOCX, a DOC, or null for anything else (a plain zip, a workbook, an installer).
 */
export async function detectStoredContainerType(container: 'cfb' | 'zip', open: () => Promise<Readable>): Promise<UploadType | null> {
  if (container === 'cfb') return (await streamHasWordDocumentStream(await open())) ? { mime: DOC_MIME, ext: 'doc' } : null;
  const stream = await open();
  try {
    // file-type's declared parameter does not match this project's Node stream typings; it reads one at run time.
    const detected = await fileTypeFromStream(stream as unknown as Parameters<typeof fileTypeFromStream>[0]);
    return detected?.mime === DOCX_MIME ? { mime: DOCX_MIME, ext: 'docx' } : null;
  } finally {
    stream.destroy();
  }
}

/** hasWordDocumentStream over a stream: entries are checked as they pass, 128-byte aligned. */
export async function streamHasWordDocumentStream(stream: Readable): Promise<boolean> {
  let carry = Buffer.alloc(0);
  let carryOffset = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const buffer = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const whole = buffer.length - (buffer.length % DIRECTORY_ENTRY_BYTES);
      for (let at = 0; at < whole; at += DIRECTORY_ENTRY_BYTES) {
        if (carryOffset + at >= 512 && isWordDocumentEntry(buffer, at)) return true;
      }
      carry = Buffer.from(buffer.subarray(whole));
      carryOffset += whole;
    }
    return false;
  } finally {
    stream.destroy();
  }
}
