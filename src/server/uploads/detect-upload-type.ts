import { fileTypeFromBuffer } from 'file-type';
import { allowedUploadMimeTypes } from '@shared/limits';

export type UploadType = { mime: (typeof allowedUploadMimeTypes)[number]; ext: string };

const CFB_MIME = 'application/x-cfb';
const DOC_MIME = 'application/msword';

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
    if (
      buffer.readUInt16LE(offset + 64) === WORD_DOCUMENT_NAME.length &&
      buffer[offset + 66] === STREAM_OBJECT &&
      buffer.subarray(offset, offset + WORD_DOCUMENT_NAME.length).equals(WORD_DOCUMENT_NAME)
    ) {
      return true;
    }
  }
  return false;
}
