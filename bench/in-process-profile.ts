// A CPU profile of part of a bench that runs the app in its own process (app.inject): V8's
// profiler started and stopped through node:inspector around the measured part only, so the fill
// and the set-up stay out of it. Written where `node --cpu-prof` would write it, for
// ./profile-summary.ts to read.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

export type InProcessProfile = { stop: () => Promise<string> };

/** Starts profiling this process; `stop` writes the profile into `directory` and returns its path. */
export async function startInProcessProfile(directory: string, name: string): Promise<InProcessProfile> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 1 ms between samples rather than V8's 1/8 ms default: requests of a few milliseconds still get
  // samples, and the profiler itself slows them less.
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await mkdir(directory, { recursive: true });
      const path = join(directory, `${name}.cpuprofile`);
      await writeFile(path, JSON.stringify(profile));
      return path;
    },
  };
}
