import { restoreCommand } from './backup-command';
import { runCli } from './run-cli';

runCli(restoreCommand);
