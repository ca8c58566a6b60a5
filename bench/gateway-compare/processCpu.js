// CPU time a gateway process spends, from /proc/<pid>/stat (utime + stime): what a request costs
// the machine whatever else runs on it, unlike rps, which a loaded machine moves by 30-50%.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User + system CPU milliseconds `pid` has used so far (Linux only; NaN elsewhere). */
export function cpuMsOf(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return NaN;
  }
  // The command name (field 2) may hold spaces: the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
}

/** Runs `work` and returns its result with the CPU milliseconds `pid` spent meanwhile. */
export async function withCpuOf(pid, work) {
  const before = cpuMsOf(pid);
  const result = await work();
  return { result, cpuMs: cpuMsOf(pid) - before };
}
