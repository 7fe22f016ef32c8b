// The markdown `npm run faults` prints and writes into docs/reliability.md (between its markers).
export const FAULT_MARKERS = { startMarker: '<!-- reliability:faults:start -->', endMarker: '<!-- reliability:faults:end -->', heading: '## Faults (`npm run faults`)' };

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

export function renderFaultReport({ machine, command, results, setup }) {
  const lines = [
    `Measured by \`${command}\` on ${machine.date}.`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, ${machine.os}; Node ${machine.node}; commit ${machine.commit}; 1-minute load average at the start ${setup.loadAverage.toFixed(2)}`,
    `- ${setup.note}`,
    '',
    '| Fault | Target | Result | Verdict |',
    '|---|---|---|:-:|',
  ];
  for (const r of results) lines.push(`| ${cell(r.name)} | ${cell(r.target)} | ${cell(r.result ?? r.error ?? '—')} | ${r.ok ? '✅' : '❌'} |`);
  lines.push('');
  for (const r of results) {
    lines.push(`**${r.name}**`, '');
    for (const detail of r.details ?? []) lines.push(`- ${detail}`);
    if (r.error) lines.push(`- Run failed: ${r.error}`);
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}
