import { runCli } from './run-cli';
import { storageToS3Command } from './storage-to-s3-command';

runCli(storageToS3Command);
