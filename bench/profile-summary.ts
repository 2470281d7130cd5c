// Where a bench server's CPU went, from the V8 profile Node writes with --cpu-prof: self time by
// the code that spent it (a package, Node's own internals, a folder of ours, the garbage
// collector), as shares of the time the process was not idle. Read by bench:search when
// BENCH_PROFILE is set, so the gap to a yardstick is said in figures, not guessed.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Who spent a frame's time: a package, Node itself, one of our folders, or V8's own bookkeeping. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const ours = /\/(src\/(?:server|shared)\/(?:features\/[^/]+|kernel\/[^/]+|[^/]+))/.exec(url);
  if (ours) return ours[1]!.replace(/\.ts$/, '');
  return url;
}

/** Self milliseconds by key, from the samples and the time between them. */
function selfTimes(profile: CpuProfile, keyOf: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const key = keyOf(byId.get(id)!);
    times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return times;
}

function table(title: string, times: Map<string, number>, busyMs: number, rows: number): string[] {
  const sorted = [...times].filter(([key]) => !key.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, rows);
  return [title, ...sorted.map(([key, ms]) => `  ${((ms / busyMs) * 100).toFixed(1).padStart(5)}%  ${key}`)];
}

/**
 * The summary, as lines to print, of the busiest profile in `directory`: Node writes one per thread,
 * and the loader's thread is mostly idle.
 */
export async function summariseProfiles(directory: string, rows = 12): Promise<string> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.cpuprofile'));
  if (!names.length) return `profile: none written in ${directory}`;
  const read = await Promise.all(
    names.map(async (name) => {
      const profile = JSON.parse(await readFile(join(directory, name), 'utf8')) as CpuProfile;
      const byArea = selfTimes(profile, (node) => areaOf(node.callFrame.url, node.callFrame.functionName));
      const totalMs = [...byArea.values()].reduce((sum, ms) => sum + ms, 0);
      return { name, profile, byArea, totalMs, busyMs: totalMs - (byArea.get('(idle)') ?? 0) };
    }),
  );
  const { name, profile, byArea, totalMs, busyMs } = read.sort((a, b) => b.busyMs - a.busyMs)[0]!;
  const byFunction = selfTimes(profile, (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${areaOf(url, functionName)}${url ? `:${lineNumber + 1}` : ''}`;
  });
  return [
    `profile ${name}: ${(busyMs / 1000).toFixed(1)} s busy of ${(totalMs / 1000).toFixed(1)} s`,
    ...table('self time by area, share of busy time:', byArea, busyMs, rows),
    ...table('self time by function:', byFunction, busyMs, rows),
  ].join('\n');
}
