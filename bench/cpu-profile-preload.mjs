// Loaded with `--import` through NODE_OPTIONS by a bench that profiles a server it starts as
// production does (bench/reports.ts, BENCH_PROFILE): Node 20 refuses --cpu-prof in NODE_OPTIONS,
// and the server's own command line is the one `npm start` gives it. Samples the process's CPU
// from the start, as --cpu-prof does, and writes a .cpuprofile into CPU_PROFILE_DIR when it exits
// (the server exits on SIGTERM). bench/profile-summary.ts reads what it writes.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const directory = process.env.CPU_PROFILE_DIR;
if (directory) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // An in-process session answers synchronously, so the profile is written before the exit.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(directory, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
