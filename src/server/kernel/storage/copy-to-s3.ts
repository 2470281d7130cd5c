import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from './storage';

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

export type CopySummary = { copied: number; alreadyThere: number; bytes: number };

/**
 * Copies every file of one store to another under the same key, and checks each copy by reading
 * it back and comparing SHA-256 sums. A file already in the target with the same sum is left; one
 * that differs stops the copy with its name. The source is never changed: switch STORAGE once the
 * copy is checked, and remove the old files yourself.
 */
export async function copyAllFiles(from: FileStorage, to: FileStorage, progress: (text: string) => void = () => {}): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, alreadyThere: 0, bytes: 0 };
  for await (const { key } of from.list('')) {
    const sum = await sha256Of(await from.read(key));
    if (await to.exists(key)) {
      if ((await sha256Of(await to.read(key))) !== sum) throw new Error(`${key} exists in the target with different content; nothing was overwritten.`);
      summary.alreadyThere++;
      continue;
    }
    const source = await from.read(key);
    let bytes = 0;
    source.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await to.write(key, source);
    if ((await sha256Of(await to.read(key))) !== sum) throw new Error(`${key} did not arrive intact (SHA-256 differs); run the command again.`);
    summary.copied++;
    summary.bytes += bytes;
    if (summary.copied % 100 === 0) progress(`${summary.copied} files copied…`);
  }
  return summary;
}
