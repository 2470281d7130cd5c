import { parseArgs } from 'node:util';
import { loadConfig } from '../kernel/config';
import { copyAllFiles } from '../kernel/storage/copy-to-s3';
import { createS3Storage } from '../kernel/storage/s3-storage';
import { createLocalDiskStorage, storageRoot } from '../kernel/storage/storage';
import { CliError, parseCommandLine, type CliCommand, type CliContext } from './run-cli';

const usage = `Usage: npm run storage:to-s3

Copies every file from DATA_DIR/uploads to the S3 bucket named by S3_BUCKET (with S3_ENDPOINT,
S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) and checks each copy's SHA-256. Set STORAGE=s3
for the command. The files on disk are left as they are; remove them once Haven runs on S3.`;

export const storageToS3Command: CliCommand = {
  async run(context: CliContext) {
    const { values } = parseCommandLine(usage, () => parseArgs({ args: [...context.args], options: { help: { type: 'boolean', short: 'h' } } }));
    if (values.help) return context.print(usage);
    const config = loadConfig(context.env);
    if (config.storage.kind !== 's3') throw new CliError(`Set STORAGE=s3 and the S3_ variables for the bucket to copy to.\n\n${usage}`);
    const target = createS3Storage(config.storage);
    try {
      const summary = await copyAllFiles(createLocalDiskStorage(storageRoot(config.dataDir)), target, context.print);
      context.print(
        `Copied ${summary.copied} files (${(summary.bytes / 1024 / 1024).toFixed(1)} MB) to ${config.storage.bucket}, each checked by SHA-256; ` +
          `${summary.alreadyThere} were there already with the same content.`,
      );
    } finally {
      target.client.destroy();
    }
  },
};
