import fs from 'node:fs';

/**
 * How much of the machine other people's processes used while a measurement ran: the CPU time of
 * every process (/proc/stat) minus that of this bench process and its descendants (the server,
 * the browsers), in cores on average. Wall-clock figures taken while others used a core are the
 * machine's, not the page's: the pages part flags them.
 */
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function totalBusyTicks(): number {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: busy = all but idle and iowait.
  return cpu.reduce((a, b) => a + b, 0) - (cpu[3] ?? 0) - (cpu[4] ?? 0);
}

/** utime + stime (+ children already reaped) of this process tree, in ticks. */
function ownTicks(): number {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
    } catch {
      // the process ended meanwhile
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) if (!mine.has(pid) && mine.has(ppid)) grew = mine.add(pid) !== undefined;
  }
  let sum = 0;
  for (const pid of mine) sum += ticks.get(pid) ?? 0;
  return sum;
}

export interface LoadWatch {
  /** Others' CPU use since start, in cores on average (0 on an otherwise idle machine). */
  stop(): number;
}

export function watchLoad(): LoadWatch {
  if (!fs.existsSync('/proc/stat')) return { stop: () => NaN };
  const t0 = Date.now();
  const busy0 = totalBusyTicks();
  const own0 = ownTicks();
  return {
    stop() {
      const seconds = (Date.now() - t0) / 1000;
      // Our processes that ended during the run took their ticks with them: never below zero.
      const others = totalBusyTicks() - busy0 - (ownTicks() - own0);
      return seconds > 0 ? Math.max(0, others / TICKS_PER_SECOND / seconds) : NaN;
    },
  };
}
