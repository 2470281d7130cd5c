import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { brandingUploadFieldsSchema, type BrandingImageKey, type BrandingUploadResponse } from '@shared/settings/staff-schema';
import { BRANDING_FILE_PATH } from '@shared/settings/registry';
import type { Config } from '../../kernel/config';
import type { Db } from '../../kernel/db/client';
import type { Clock } from '../../dependencies';
import { AppError, schemaRefusal } from '../../kernel/errors';
import { findNulCharacter, nulCharacterSentence } from '../../kernel/plugins/refuse-nul-characters';
import type { FileStorage } from '../../kernel/storage/storage';
import type { Change } from '../audit/record-audit';
import { updateSetting } from './change-setting';

/** A logo or favicon is shown on every page: small is plenty, and a large one would slow each visit. */
export const MAX_BRANDING_BYTES = 2 * 1024 * 1024;
export const BRANDING_TOO_LARGE_MESSAGE = 'The image is larger than 2 MB. Please choose a smaller one.';
export const LOGO_TYPE_MESSAGE = 'Please upload the logo as a PNG, JPEG, GIF or WebP image.';
export const FAVICON_TYPE_MESSAGE = 'Please upload the favicon as an ICO, PNG or GIF image.';

/** The types each image may be, as detected from its bytes; the extension is ours, never the sender's. */
const accepted: Record<BrandingImageKey, Record<string, string>> = {
  // SVG is refused: it can carry script and links, and a sanitiser is one more thing to keep safe.
  logo_url: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' },
  favicon_url: { 'image/x-icon': 'ico', 'image/vnd.microsoft.icon': 'ico', 'image/png': 'png', 'image/gif': 'gif' },
};

export const brandingContentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

export const brandingStorageKey = (fileName: string) => `branding/${fileName}`;

type UploadDependencies = { db: Db; clock: Clock; storage: FileStorage; config: Pick<Config, 'dataEncryptionKey'> };

/** Reads the multipart form: the `settingKey` field and one `file`, at most MAX_BRANDING_BYTES. */
async function readBrandingForm(request: FastifyRequest): Promise<{ settingKey: string | undefined; data: Buffer | undefined }> {
  let settingKey: string | undefined;
  let data: Buffer | undefined;
  for await (const part of request.parts({ limits: { files: 1, fileSize: MAX_BRANDING_BYTES, fields: 5 } })) {
    if (part.type === 'field') {
      // Multipart fields skip the validator compiler, which refuses NUL everywhere else.
      const nulAt = findNulCharacter({ [part.fieldname]: part.value });
      if (nulAt) throw new AppError('VALIDATION_FAILED', nulCharacterSentence(nulAt));
      if (part.fieldname === 'settingKey' && typeof part.value === 'string') settingKey ??= part.value;
      continue;
    }
    if (part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', 'Files are accepted only in the "{fileField}" field.', { values: { fileField: 'file' } });
    const buffer = await part.toBuffer();
    if (part.file.truncated || buffer.length > MAX_BRANDING_BYTES) throw new AppError('FILE_TOO_LARGE', BRANDING_TOO_LARGE_MESSAGE);
    data = buffer;
  }
  return { settingKey, data };
}

/**
 * `POST /api/admin/upload-branding`: checks the image by its content, stores it under a random
 * name and makes it the setting's value in one step, so the header and favicon change at once.
 */
export async function uploadBrandingImage(
  deps: UploadDependencies,
  input: { request: FastifyRequest; by: Change },
): Promise<BrandingUploadResponse> {
  const { request, by } = input;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_CONTENT_TYPE', 'Please send the form as multipart/form-data.');
  const { settingKey, data } = await readBrandingForm(request);
  const fields = brandingUploadFieldsSchema.safeParse({ settingKey });
  if (!fields.success) throw schemaRefusal(fields.error.issues[0]);
  const key = fields.data.settingKey;
  if (!data || data.length === 0) throw new AppError('VALIDATION_FAILED', 'Please choose an image to upload');
  const detected = await fileTypeFromBuffer(data);
  const ext = detected ? accepted[key][detected.mime] : undefined;
  if (!ext) throw new AppError('FILE_TYPE_REFUSED', key === 'logo_url' ? LOGO_TYPE_MESSAGE : FAVICON_TYPE_MESSAGE);

  const fileName = `${randomBytes(16).toString('hex')}.${ext}`;
  await deps.storage.put(brandingStorageKey(fileName), data);
  const fileUrl = `${BRANDING_FILE_PATH}${fileName}`;
  try {
    const setting = await updateSetting(deps, { key, value: fileUrl, by, action: 'branding.uploaded' });
    return { fileUrl, setting };
  } catch (error) {
    await deps.storage.remove(brandingStorageKey(fileName));
    throw error;
  }
}
