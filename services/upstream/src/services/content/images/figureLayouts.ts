// The drawings behind plain-image figures. The corpus titles them from a few templates ('The X
// maturity model', 'A framework for X', 'The X operating model', 'How X helps teams Y'); each
// template gets a drawing that suits it. Drawings fill the box below the title and use only
// constant labels; the title is the figure's own text.
import { FONT_FAMILY, xmlEscape } from './svgText.js';

export interface Box { x: number; y: number; width: number; height: number }

export type Layout = (area: Box, accent: string) => string;

const INK = '#1b2430';
const MUTED = '#4a5566'; // 7:1 on white

function label(x: number, y: number, text: string, { size = 28, fill = INK, weight = 600 } = {}): string {
  return `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${xmlEscape(text)}</text>`;
}

const arrowHead = (id: string, colour: string) =>
  `<defs><marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${colour}"/></marker></defs>`;

/** Four steps left to right, joined by arrows. */
export const flow: Layout = (area, accent) => {
  const steps = ['Assess', 'Plan', 'Execute', 'Measure'];
  const gap = 64;
  const width = (area.width - gap * (steps.length - 1)) / steps.length;
  const height = 180;
  const y = area.y + (area.height - height) / 2;
  const parts = [arrowHead('arrow', MUTED)];
  steps.forEach((step, i) => {
    const x = area.x + i * (width + gap);
    parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="20" fill="${accent}"/>`);
    parts.push(label(x + width / 2, y + height / 2 - 22, `${i + 1}`, { size: 30, fill: '#ffffff', weight: 400 }));
    parts.push(label(x + width / 2, y + height / 2 + 22, step, { size: 32, fill: '#ffffff' }));
    if (i < steps.length - 1) {
      const from = x + width + 8;
      parts.push(`<line x1="${from}" y1="${y + height / 2}" x2="${from + gap - 16}" y2="${y + height / 2}" stroke="${MUTED}" stroke-width="4" marker-end="url(#arrow)"/>`);
    }
  });
  return parts.join('\n');
};

/** A two-by-two of value against effort. */
export const quadrant: Layout = (area, accent) => {
  const axisRoom = 56;
  const size = { width: Math.min(area.width - axisRoom, 900), height: area.height - axisRoom };
  const left = area.x + (area.width - size.width + axisRoom) / 2;
  const top = area.y;
  const cell = { width: size.width / 2, height: size.height / 2 };
  // The diagonal in the accent with white text, the other two light with dark text: every label
  // keeps its contrast.
  const cells: [string, number, number, boolean][] = [
    ['Quick wins', 0, 0, true],
    ['Major projects', 1, 0, false],
    ['Fill-ins', 0, 1, false],
    ['Reconsider', 1, 1, true],
  ];
  const parts = cells.map(([text, col, row, filled]) => {
    const x = left + col * cell.width;
    const y = top + row * cell.height;
    const fill = filled ? `fill="${accent}"` : `fill="#ffffff" stroke="${accent}" stroke-width="4"`;
    return `<rect x="${x + 6}" y="${y + 6}" width="${cell.width - 12}" height="${cell.height - 12}" rx="16" ${fill}/>\n`
      + label(x + cell.width / 2, y + cell.height / 2, text, { size: 32, fill: filled ? '#ffffff' : INK });
  });
  const bottom = top + size.height;
  parts.push(label(left + size.width / 2, bottom + axisRoom / 2, 'Effort →', { size: 26, fill: MUTED }));
  parts.push(
    `<g transform="translate(${left - axisRoom / 2} ${top + size.height / 2}) rotate(-90)">${label(0, 0, 'Value →', { size: 26, fill: MUTED })}</g>`,
  );
  return parts.join('\n');
};

/** Five stages climbing from left to right. */
export const maturity: Layout = (area, accent) => {
  const stages = ['Ad hoc', 'Emerging', 'Defined', 'Managed', 'Optimised'];
  const gap = 16;
  const width = (area.width - gap * (stages.length - 1)) / stages.length;
  const labelRoom = 56;
  const step = (area.height - labelRoom - 60) / (stages.length - 1);
  const parts: string[] = [];
  stages.forEach((stage, i) => {
    const x = area.x + i * (width + gap);
    const height = 60 + i * step;
    const y = area.y + area.height - labelRoom - height;
    parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="12" fill="${accent}"/>`);
    parts.push(label(x + width / 2, y + 30, `${i + 1}`, { size: 28, fill: '#ffffff' }));
    parts.push(label(x + width / 2, area.y + area.height - labelRoom / 2, stage, { size: 28 }));
  });
  return parts.join('\n');
};

/** A hub with the parts of an operating model around it. */
export const hub: Layout = (area, accent) => {
  const spokes = ['People', 'Process', 'Technology', 'Data', 'Governance', 'Metrics'];
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const radius = { x: Math.min(area.width / 2 - 130, 420), y: area.height / 2 - 50 };
  const parts: string[] = [];
  const nodes = spokes.map((spoke, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / spokes.length;
    const x = Math.round(cx + radius.x * Math.cos(angle));
    const y = Math.round(cy + radius.y * Math.sin(angle));
    parts.push(`<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="${MUTED}" stroke-width="3"/>`);
    return `<rect x="${x - 110}" y="${y - 34}" width="220" height="68" rx="34" fill="#ffffff" stroke="${accent}" stroke-width="4"/>\n${label(x, y, spoke, { size: 28 })}`;
  });
  parts.push(`<circle cx="${cx}" cy="${cy}" r="92" fill="${accent}"/>`);
  parts.push(label(cx, cy - 18, 'Operating', { size: 28, fill: '#ffffff' }));
  parts.push(label(cx, cy + 18, 'model', { size: 28, fill: '#ffffff' }));
  return [...parts, ...nodes].join('\n');
};

/** The drawing for a title: by its template's keyword, else a flow. */
export function layoutFor(title: string): Layout {
  const lower = title.toLowerCase();
  if (lower.includes('maturity')) return maturity;
  if (lower.includes('framework')) return quadrant;
  if (lower.includes('operating model')) return hub;
  return flow;
}
