import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../kernel/db/client';
import { installJobSchema } from '../kernel/jobs/job-runner';
import { projectPath } from '../kernel/project-path';
import { testServerUrl, withServer } from './database';

// Migrates one database per test run and hands it to every test file (src/server/test/database.ts
// copies it): a fresh PGlite spends seconds in initdb, and that was most of each file's setup.

const migrationsFolder = projectPath('drizzle');
const cacheFolder = projectPath('node_modules/.cache/haven-tests');
const DAY_MS = 24 * 60 * 60 * 1000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
}

/** Names the template by what makes it: the migrations and the PGlite release that ran them. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.parse(await readFile(projectPath('node_modules/@electric-sql/pglite/package.json'), 'utf8')).version);
  // The job runner's schema is in the template too.
  hash.update(JSON.parse(await readFile(projectPath('node_modules/pg-boss/package.json'), 'utf8')).version);
  for (const file of await filesUnder(migrationsFolder)) {
    hash.update(relative(migrationsFolder, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A tarball of a migrated PGlite data folder, kept between runs while the migrations stay the
 * same (a run needing one more builds it: about 3 s). Written under a temporary name first, since
 * runs of several people may share the folder.
 */
async function pgliteTemplate(): Promise<string> {
  const path = join(cacheFolder, `pglite-${await templateKey()}.tar`);
  if (existsSync(path)) {
    const now = new Date();
    await utimes(path, now, now);
    return path;
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    await installJobSchema({ kind: 'pglite', client });
    const tarball = await client.dumpDataDir('none');
    await mkdir(cacheFolder, { recursive: true });
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await rename(partial, path);
  } finally {
    await client.close();
  }
  await forgetOldTemplates(path);
  return path;
}

/** Templates of older migrations, unused for a day. */
async function forgetOldTemplates(keep: string): Promise<void> {
  for (const file of await filesUnder(cacheFolder)) {
    if (file === keep) continue;
    const { mtimeMs } = await stat(file);
    if (Date.now() - mtimeMs > DAY_MS) await rm(file, { force: true });
  }
}

/** A migrated database on the server, for `create database ... template` (dropped after the run). */
async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `haven_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, (sql) => sql.unsafe(`create database "${name}"`));
  const drop = () => withServer(serverUrl, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`)).then(() => undefined);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
      await installJobSchema(database.jobConnection);
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // The project's env is what its test files will see (vitest.config.ts).
  const serverUrl = testServerUrl({ ...process.env, ...project.config.env });
  if (!serverUrl) {
    project.provide('pgliteTemplate', await pgliteTemplate());
    return undefined;
  }
  const template = await postgresTemplate(serverUrl);
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
