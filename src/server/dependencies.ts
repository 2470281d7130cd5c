import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './kernel/config';
import type { Db } from './kernel/db/client';
import type { JobRunner } from './kernel/jobs/job-runner';
import type { Mailer } from './kernel/mail/mailer';
import type { FileStorage } from './kernel/storage/storage';

/** The time now; operations that stamp a time take one, so a test can choose the hour. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * What an operation may need from the running app. Each operation takes a Pick of only what it
 * uses (and of `config`, only the values it reads), never the FastifyInstance: a route, a job, the
 * CLI or a test can then call it alike. The app itself satisfies this type.
 */
export type Dependencies = {
  db: Db;
  mailer: Mailer;
  /** Background work: the mail outbox, bulk notifications, alert checks (pg-boss). */
  jobs: JobRunner;
  storage: FileStorage;
  config: Config;
  log: FastifyBaseLogger;
  clock: Clock;
};
