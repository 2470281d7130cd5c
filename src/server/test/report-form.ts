import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents, fraudIncidents, platforms } from '../kernel/db/schema';

// Helpers for the report-incident tests only.

export const validReport = (overrides: Record<string, string | undefined> = {}): Record<string, string> => {
  const fields: Record<string, string | undefined> = {
    victimEmail: 'Victim.One@Example.com',
    platformName: 'CoinVault Pro',
    websiteUrl: 'https://coinvault-pro.example',
    incidentDate: '2025-11-03',
    lossAmount: '2500.50',
    description: 'They promised 30% a month and then blocked my withdrawals.',
    fraudType: 'cryptocurrency_fraud',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

export type UploadFile = { name: string; data: Buffer; type?: string; field?: string };

export function reportForm(fields: Record<string, string>, files: UploadFile[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(file.field ?? 'evidence', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  return form;
}

let clientCounter = 0;
/** Each call from its own client address, so the per-client budget never mixes tests. */
export function postReport(app: FastifyInstance, form: FormData, remoteAddress = `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`) {
  return app.inject({ method: 'POST', url: '/api/report-incident', payload: form, remoteAddress });
}

export async function countRows(app: FastifyInstance) {
  const [[i], [d], [p]] = await Promise.all([
    app.db.select({ n: count() }).from(fraudIncidents),
    app.db.select({ n: count() }).from(documents),
    app.db.select({ n: count() }).from(platforms),
  ]);
  return { incidents: i!.n, documents: d!.n, platforms: p!.n };
}

/** Every file under the uploads folder (empty folders do not count: they hold nothing). */
export async function listStoredFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'uploads');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
