import { describe, expect, it } from 'vitest';
import { pageCount, paginationItems } from './pagination-items';

const show = (current: number, total: number, size: number) =>
  paginationItems(current, total, size).map((item) => (item.type === 'page' ? item.page : '…')).join(' ');

describe('paginationItems', () => {
  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 1, 5)).toEqual([]);
  });
  it('shows every page when they fit', () => {
    expect(show(2, 4, 5)).toBe('1 2 3 4');
  });
  it('shows 5 pages around the current one with first, last and ellipses', () => {
    expect(show(1, 20, 5)).toBe('1 2 3 4 5 … 20');
    expect(show(10, 20, 5)).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(20, 20, 5)).toBe('1 … 16 17 18 19 20');
  });
  it('shows 3 pages on mobile', () => {
    expect(show(1, 20, 3)).toBe('1 2 3 … 20');
    expect(show(10, 20, 3)).toBe('1 … 9 10 11 … 20');
    expect(show(19, 20, 3)).toBe('1 … 18 19 20');
  });
  it('joins the window to page 1 without an ellipsis when they touch', () => {
    expect(show(3, 20, 3)).toBe('1 2 3 4 … 20');
  });
  it('clamps an out-of-range current page', () => {
    expect(show(99, 6, 3)).toBe('1 … 4 5 6');
  });
  it('counts pages', () => {
    expect(pageCount(38, 24)).toBe(2);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(0, 24)).toBe(0);
  });
});
