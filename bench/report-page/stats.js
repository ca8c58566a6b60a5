// Summaries and the printed table.

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

export function summarize({ latencies, elapsedMs, errors }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    rps: sorted.length / (elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** Prints rows of objects as an aligned text table, columns in the order of `columns`. */
export function printTable(title, columns, rows) {
  const cells = rows.map((row) => columns.map((c) => String(row[c.key] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.label.length, ...cells.map((r) => r[i].length)));
  const line = (values) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns.map((c) => c.label)));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

export function latencyRow(name, s) {
  return {
    name,
    requests: s.requests,
    errors: s.errors,
    rps: fixed(s.rps, 1),
    p50: fixed(s.p50, 1),
    p95: fixed(s.p95, 1),
    p99: fixed(s.p99, 1),
  };
}

/** gateway / REST for each figure: above 1 the gateway has more throughput or more latency. */
export function ratioRow(name, gateway, rest) {
  const ratio = (key) => fixed(gateway[key] / rest[key], 2);
  return { name, requests: '', errors: '', rps: ratio('rps'), p50: ratio('p50'), p95: ratio('p95'), p99: ratio('p99') };
}

export const latencyColumns = [
  { key: 'name', label: '' },
  { key: 'requests', label: 'loads' },
  { key: 'errors', label: 'errors' },
  { key: 'rps', label: 'loads/s' },
  { key: 'p50', label: 'p50 ms' },
  { key: 'p95', label: 'p95 ms' },
  { key: 'p99', label: 'p99 ms' },
];
