import { demoDataCommand } from './demo-data-command';
import { runCli } from './run-cli';

runCli(demoDataCommand);
