import { describe, expect, it } from 'vitest';
import { ADDED_TBT_MS, budgetVerdict, median, SCORE_GAP_POINTS } from './lighthouse-budget';

const run = (performance: number, tbtMs: number) => ({ performance, tbtMs });

describe('Lighthouse budget as a ratio (issue 27)', () => {
  it('is 2 points of the script-free median and 100 ms of added blocking time', () => {
    expect(SCORE_GAP_POINTS).toBe(2);
    expect(ADDED_TBT_MS).toBe(100);
  });

  it('takes medians', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(3);
  });

  it('holds within 2 points and 100 ms, and fails past either', () => {
    expect(budgetVerdict([run(94, 300), run(95, 310), run(96, 320)], [run(96, 250), run(97, 240), run(95, 260)]).holds).toBe(true);
    const list = budgetVerdict([run(87, 516), run(86, 530), run(88, 500)], [run(93, 272), run(92, 280), run(94, 260)]);
    expect(list).toMatchObject({ servedScore: 87, scriptFreeScore: 93, gap: 6, addedTbtMs: 244, holds: false });
    expect(budgetVerdict([run(96, 400)], [run(96, 250)]).holds).toBe(false);
  });
});
