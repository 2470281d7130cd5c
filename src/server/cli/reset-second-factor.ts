import { resetSecondFactorCommand } from './reset-second-factor-command';
import { runCli } from './run-cli';

runCli(resetSecondFactorCommand);
