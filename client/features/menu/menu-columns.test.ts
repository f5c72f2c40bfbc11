import { describe, expect, it } from 'vitest';
import { menuColumns } from './menu-columns';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const sizes = (n: number) => menuColumns(items(n)).map((column) => column.length);

describe('menuColumns', () => {
  it.each([
    [0, []],
    [1, [1]],
    [4, [4]],
    [5, [4, 1]],
    [8, [4, 4]],
    [9, [4, 4, 1]],
    [12, [4, 4, 4]],
    [13, [5, 5, 3]],
    [14, [5, 5, 4]],
    [15, [5, 5, 5]],
    [16, [6, 6, 4]],
    [30, [10, 10, 10]],
  ])('%i items → columns of %j', (n, expected) => {
    expect(sizes(n)).toEqual(expected);
  });

  it('keeps the order of the items', () => {
    expect(menuColumns(items(5))).toEqual([[1, 2, 3, 4], [5]]);
    expect(menuColumns(items(13)).flat()).toEqual(items(13));
  });
});
