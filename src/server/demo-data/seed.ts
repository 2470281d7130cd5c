import type { Db } from '../db/client';
import type { FileStorage } from '../storage/storage';

export type SeedResult = {
  victimEmail: string;
  victimPassword: string;
  adminUsername: string;
  adminPassword: string | null;
};

// Filled in by the demo-data work; returns null when nothing was loaded.
export async function seedDemoData(_options: { db: Db; storage: FileStorage; onlyIfEmpty: boolean }): Promise<SeedResult | null> {
  return null;
}
