import { describe, expect, it } from 'vitest';
import { buildFigureList, hasNextFigure, hasPrevFigure, nextFigure, prevFigure } from './figureList.js';

const figures = [{ id: 'f1', title: 'One' }, { id: 'f2', title: 'Two' }, { id: 'f3', title: 'Three' }];

describe('figure list', () => {
  it('links figures both ways in body order', () => {
    const list = buildFigureList(figures);
    expect(list.first).toBe('f1');
    expect(list.last).toBe('f3');
    expect(list.nodes.f2).toEqual({ id: 'f2', item: figures[1], prev: 'f1', next: 'f3' });
    expect(list.nodes.f1.prev).toBeNull();
    expect(list.nodes.f3.next).toBeNull();
  });

  it('moves to the neighbour when it exists', () => {
    const list = buildFigureList(figures);
    expect(nextFigure(list, 'f1')).toBe('f2');
    expect(nextFigure(list, 'f2')).toBe('f3');
    expect(prevFigure(list, 'f3')).toBe('f2');
    expect(hasNextFigure(list, 'f2')).toBe(true);
    expect(hasPrevFigure(list, 'f2')).toBe(true);
  });

  it('stays put at either end and on unknown ids', () => {
    const list = buildFigureList(figures);
    expect(nextFigure(list, 'f3')).toBe('f3');
    expect(prevFigure(list, 'f1')).toBe('f1');
    expect(hasNextFigure(list, 'f3')).toBe(false);
    expect(hasPrevFigure(list, 'f1')).toBe(false);
    expect(nextFigure(list, 'nope')).toBe('nope');
  });

  it('handles empty and single-figure lists and skips repeated ids', () => {
    expect(buildFigureList([])).toEqual({ first: null, last: null, nodes: {} });
    const single = buildFigureList([figures[0]]);
    expect(nextFigure(single, 'f1')).toBe('f1');
    expect(prevFigure(single, 'f1')).toBe('f1');
    const repeated = buildFigureList([figures[0], figures[1], { id: 'f1', title: 'Again' }]);
    expect(Object.keys(repeated.nodes)).toEqual(['f1', 'f2']);
    expect(repeated.nodes.f1.item.title).toBe('One');
  });
});
