// The legend of a chart's exported PNG (spec 1 §9 "Figure export"): x-charts draws its legend in
// HTML beside the svg, so the drawing alone loses it and a chart of several series (or a pie's
// slices) is unreadable once saved. The legend's entries are read from the figure as the page
// shows them (x-charts' own class names), and drawn under the plot as a colour swatch and a name
// per entry, in rows that wrap inside the export width.
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { labelMarkClasses } from '@mui/x-charts/ChartsLabel';

export interface LegendEntry {
  name: string;
  colour: string;
}

export interface PlacedLegendEntry extends LegendEntry {
  /** The swatch's left edge and the row's top, from the legend's top-left corner. */
  x: number;
  y: number;
  /** The name as drawn: cut with an ellipsis when even a row of its own is too narrow. */
  text: string;
}

export interface LegendLayout {
  entries: PlacedLegendEntry[];
  height: number;
}

export const LEGEND_ROW = 22;
export const LEGEND_SWATCH = 12;
const SWATCH_GAP = 6;
const ENTRY_GAP = 20;
export const LEGEND_FONT = '14px system-ui, sans-serif';

/** The legend entries the figure's charts show, once each (a grouped chart's segments repeat them). */
export function legendEntriesIn(figure: HTMLElement): LegendEntry[] {
  const seen = new Set<string>();
  const entries: LegendEntry[] = [];
  for (const item of figure.querySelectorAll(`.${legendClasses.root} li`)) {
    const name = item.querySelector(`.${legendClasses.label}`)?.textContent?.trim() ?? '';
    const colour = item.querySelector(`.${labelMarkClasses.fill}`)?.getAttribute('fill') ?? '';
    const key = `${name}\n${colour}`;
    if (name === '' || colour === '' || seen.has(key)) continue;
    seen.add(key);
    entries.push({ name, colour });
  }
  return entries;
}

/** Cuts `text` with an ellipsis until it measures at most `width`. */
function fit(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  let end = text.length;
  while (end > 1 && measure(`${text.slice(0, end)}…`) > width) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * Places the entries left to right in rows no wider than `width`; an entry that does not fit the
 * rest of a row starts the next one. One entry or none (a single series) gets no legend: the
 * figure's title names it.
 */
export function layoutLegend(entries: readonly LegendEntry[], measure: (text: string) => number, width: number): LegendLayout {
  if (entries.length < 2) return { entries: [], height: 0 };
  const placed: PlacedLegendEntry[] = [];
  let x = 0;
  let y = 0;
  for (const entry of entries) {
    const text = fit(entry.name, width - LEGEND_SWATCH - SWATCH_GAP, measure);
    const entryWidth = LEGEND_SWATCH + SWATCH_GAP + measure(text);
    if (x > 0 && x + entryWidth > width) {
      x = 0;
      y += LEGEND_ROW;
    }
    placed.push({ ...entry, text, x, y });
    x += entryWidth + ENTRY_GAP;
  }
  return { entries: placed, height: y + LEGEND_ROW };
}

/** Draws a laid-out legend with its top-left corner at (left, top). */
export function drawLegend(context: CanvasRenderingContext2D, layout: LegendLayout, left: number, top: number): void {
  context.font = LEGEND_FONT;
  context.textBaseline = 'middle';
  for (const entry of layout.entries) {
    const middle = top + entry.y + LEGEND_ROW / 2;
    context.fillStyle = entry.colour;
    context.fillRect(left + entry.x, middle - LEGEND_SWATCH / 2, LEGEND_SWATCH, LEGEND_SWATCH);
    context.fillStyle = '#1b2430';
    context.fillText(entry.text, left + entry.x + LEGEND_SWATCH + SWATCH_GAP, middle);
  }
}
