import { format } from 'node:util';
import { ConfigError } from '../kernel/config';

/** A problem the person at the terminal can fix: shown as a plain message, no stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

/** What a command reads and writes in place of the process's own, so tests can run it in-process. */
export type CliContext = {
  args: readonly string[];
  env: Record<string, string | undefined>;
  print: (text: string) => void;
  printError: (text: string) => void;
  /** Whether a person is at a terminal to answer a prompt. */
  interactive: boolean;
};

export type CliCommand = {
  run: (context: CliContext) => Promise<void>;
  /** Besides CliError, failures shown as their plain message. */
  expectedErrors?: readonly (new (...args: never[]) => Error)[];
};

/** Runs a command; any failure prints a clear message. Resolves with the exit code. */
export async function runCommand(command: CliCommand, context: CliContext): Promise<number> {
  try {
    await command.run(context);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      context.printError(`${error.message}\nSee the configuration table in README.md.`);
    } else if (error instanceof CliError || command.expectedErrors?.some((type) => error instanceof type)) {
      context.printError((error as Error).message);
    } else {
      context.printError(format('Failed:', error));
    }
    return 1;
  }
}

/** Runs a command on the process's own arguments, environment and terminal. */
export function runCli(command: CliCommand): void {
  const context: CliContext = {
    args: process.argv.slice(2),
    env: process.env,
    print: (text) => console.log(text),
    printError: (text) => console.error(text),
    interactive: Boolean(process.stdin.isTTY),
  };
  void runCommand(command, context).then((code) => {
    process.exitCode = code;
  });
}

/** Turns node's option-parsing errors into the usage text. */
export function parseCommandLine<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`);
  }
}
