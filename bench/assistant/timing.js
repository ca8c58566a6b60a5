// The timing tables: p50/p95 of the time to the first answer chunk and to the full answer, answers
// per second, and the ratios gateway / izola-service (above 1: the gateway is slower, or for
// answers per second, faster).

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function figures({ first, full }) {
  return { firstP50: percentile(first, 50), firstP95: percentile(first, 95), fullP50: percentile(full, 50), fullP95: percentile(full, 95) };
}

export const timingColumns = [
  { key: 'name', label: '' },
  { key: 'answers', label: 'answers' },
  { key: 'firstP50', label: 'first p50' },
  { key: 'firstP95', label: 'first p95' },
  { key: 'fullP50', label: 'full p50' },
  { key: 'fullP95', label: 'full p95' },
];

export function timingRow(name, times) {
  const f = figures(times);
  return { name, answers: times.full.length, firstP50: fixed(f.firstP50, 1), firstP95: fixed(f.firstP95, 1), fullP50: fixed(f.fullP50, 1), fullP95: fixed(f.fullP95, 1) };
}

export function timingRatioRow(name, gateway, izola) {
  const g = figures(gateway);
  const i = figures(izola);
  const ratio = (key) => fixed(g[key] / i[key], 2);
  return { name, answers: '', firstP50: ratio('firstP50'), firstP95: ratio('firstP95'), fullP50: ratio('fullP50'), fullP95: ratio('fullP95') };
}

export const throughputColumns = [
  { key: 'name', label: '' },
  { key: 'answers', label: 'answers' },
  { key: 'errors', label: 'errors' },
  { key: 'rate', label: 'answers/s' },
  ...timingColumns.slice(2),
];

export function throughputRows(izola, gateway) {
  const rate = (run) => run.full.length / (run.elapsedMs / 1000);
  const row = (name, run) => ({ ...timingRow(name, run), errors: run.errors, rate: fixed(rate(run), 1) });
  return [
    row('izola-service direct', izola),
    row('gateway (askAssistant, graphql-ws)', gateway),
    { ...timingRatioRow('ratio gateway/izola', gateway, izola), errors: '', rate: fixed(rate(gateway) / rate(izola), 2) },
  ];
}
