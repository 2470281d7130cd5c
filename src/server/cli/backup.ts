import { backupCommand } from './backup-command';
import { runCli } from './run-cli';

runCli(backupCommand);
