// The restart policy of `npm start` and `npm run worker`: the process runs as a child of this one,
// and when it dies on its own (a crash, an out-of-memory abort, a kill) it is started again after
// a pause that doubles with each crash. A process that keeps crashing is left stopped, so a broken
// release does not spin; SIGTERM and SIGINT are passed on, so a normal stop stays a stop. Under
// systemd or a container runtime, their restart policy sits above this one (see README.md).
import { spawn } from 'node:child_process';

/** The exit code (EX_CONFIG) of a process that cannot start with its configuration: restarting cannot help. */
export const CONFIG_ERROR_EXIT_CODE = 78;

export const defaultPolicy = {
  /** Pause before the first restart; each crash still within `windowMs` doubles it. */
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  /** More crashes than this within `windowMs` and the process is left stopped. */
  maxCrashes: 5,
  windowMs: 60_000,
  /** How long a stopping process may take before it is killed: longer than SHUTDOWN_TIMEOUT_SECONDS (25). */
  stopTimeoutMs: 30_000,
};

const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;

/**
 * Runs `command args` until it stops normally or crashes too often; resolves with the exit code
 * the supervisor should end with. `log` receives one plain line per event.
 */
export function supervise({ name, command, args, policy = {}, log = (line) => console.error(line) }) {
  const { firstDelayMs, maxDelayMs, maxCrashes, windowMs, stopTimeoutMs } = { ...defaultPolicy, ...policy };
  const crashes = [];
  let child = null;
  let stopping = null;
  let restartTimer = null;
  let killTimer = null;
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));

  const done = (code) => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    clearTimeout(killTimer);
    finish(code);
  };

  function start() {
    restartTimer = null;
    const startedAt = Date.now();
    child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      // Nothing was started (the command is missing): no restart can do better.
      log(`${name} could not be started: ${error.message}`);
      child = null;
      done(1);
    });
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping) {
        done(code ?? (signal === stopping ? 0 : 1));
        return;
      }
      if (code === 0) {
        log(`${name} stopped.`);
        done(0);
        return;
      }
      if (code === CONFIG_ERROR_EXIT_CODE) {
        log(`${name} cannot start with this configuration (see above); it is not started again until that is fixed.`);
        done(code);
        return;
      }
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && crashes[0] < now - windowMs) crashes.shift();
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      const ran = seconds(now - startedAt);
      if (crashes.length > maxCrashes) {
        log(`${name} ${how} after ${ran}: ${crashes.length} crashes within ${seconds(windowMs)}, so it is left stopped. See the errors above.`);
        done(1);
        return;
      }
      const delay = Math.min(firstDelayMs * 2 ** (crashes.length - 1), maxDelayMs);
      log(`${name} ${how} after ${ran}; starting it again in ${seconds(delay)} (crash ${crashes.length} of at most ${maxCrashes} within ${seconds(windowMs)}).`);
      restartTimer = setTimeout(start, delay);
    });
  }

  function onSignal(signal) {
    if (!stopping) stopping = signal;
    if (restartTimer) {
      clearTimeout(restartTimer);
      restartTimer = null;
      log(`${name}: ${signal} received while waiting to restart; not starting it again.`);
      done(0);
      return;
    }
    if (!child) return;
    child.kill(signal);
    killTimer ??= setTimeout(() => {
      log(`${name} did not stop within ${seconds(stopTimeoutMs)} of ${signal}; killing it.`);
      child?.kill('SIGKILL');
    }, stopTimeoutMs);
  }

  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  start();
  return finished;
}
