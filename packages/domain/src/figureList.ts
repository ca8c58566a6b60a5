// The report's figures as a doubly linked list (spec 3 "Research page data": figureList with
// prev and next, and currentFigure). Links are ids rather than object references so that the
// list stays serialisable (it lives in UI state). Previous and next move only when the neighbour
// exists (spec 3 §4).

export interface FigureNode<T> {
  id: string;
  item: T;
  prev: string | null;
  next: string | null;
}

export interface FigureList<T> {
  first: string | null;
  last: string | null;
  nodes: Readonly<Record<string, FigureNode<T>>>;
}

/** Builds the list in the given (body) order. Figures with a repeated id keep the first one. */
export function buildFigureList<T extends { id: string }>(figures: readonly T[]): FigureList<T> {
  const nodes: Record<string, FigureNode<T>> = {};
  let last: string | null = null;
  let first: string | null = null;
  for (const figure of figures) {
    if (figure.id in nodes) continue;
    nodes[figure.id] = { id: figure.id, item: figure, prev: last, next: null };
    if (last !== null) nodes[last].next = figure.id;
    else first = figure.id;
    last = figure.id;
  }
  return { first, last, nodes };
}

/** The id after `current`, or `current` itself when there is no next figure (or it is unknown). */
export function nextFigure<T>(list: FigureList<T>, current: string): string {
  return list.nodes[current]?.next ?? current;
}

/** The id before `current`, or `current` itself when there is no previous figure (or it is unknown). */
export function prevFigure<T>(list: FigureList<T>, current: string): string {
  return list.nodes[current]?.prev ?? current;
}

export function hasNextFigure<T>(list: FigureList<T>, current: string): boolean {
  return list.nodes[current]?.next != null;
}

export function hasPrevFigure<T>(list: FigureList<T>, current: string): boolean {
  return list.nodes[current]?.prev != null;
}
