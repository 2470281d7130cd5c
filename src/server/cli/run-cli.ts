import { ConfigError } from '../config';

/** A problem the person at the terminal can fix: shown as a plain message, no stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

/** Runs a command; any failure prints a clear message and exits non-zero. */
export function runCli(main: () => Promise<void>, expectedErrors: (new (...args: never[]) => Error)[] = []): void {
  main().then(
    () => {
      process.exitCode = 0;
    },
    (error: unknown) => {
      if (error instanceof ConfigError) {
        console.error(`${error.message}\nSee the configuration table in README.md.`);
      } else if (error instanceof CliError || expectedErrors.some((type) => error instanceof type)) {
        console.error((error as Error).message);
      } else {
        console.error('Failed:', error);
      }
      process.exitCode = 1;
    },
  );
}

/** Turns node's option-parsing errors into the usage text. */
export function parseCommandLine<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`);
  }
}
