// Resident memory of the server under test: VmRSS of every process in its process group (the
// `next start` process and anything it forks), read from /proc.
import fs from 'node:fs';

function field(status, name) {
  const match = new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status);
  return match ? Number(match[1]) : undefined;
}

/** { totalMiB, processes: [{ pid, name, rssMiB }] } of process group `pgid`; undefined off Linux. */
export function groupRss(pgid) {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  const processes = [];
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Field 5 (pgrp) comes after the parenthesised name, which may hold spaces.
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== pgid) continue;
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = field(status, 'VmRSS');
      if (kib === undefined) continue;
      processes.push({ pid: Number(pid), name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?', rssMiB: kib / 1024 });
    } catch {
      // the process ended while we looked
    }
  }
  return { totalMiB: processes.reduce((sum, p) => sum + p.rssMiB, 0), processes };
}
