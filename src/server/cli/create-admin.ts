import { createAdminCommand } from './create-admin-command';
import { runCli } from './run-cli';

runCli(createAdminCommand);
