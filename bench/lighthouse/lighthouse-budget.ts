/**
 * The Lighthouse budget as a ratio (issue 27, restating decision 237): each page as served scores
 * within 2 points of the same page with our scripts taken out (medians of one run), and the
 * blocking time our scripts add (median TBT served − median TBT without scripts) is at most 100 ms.
 */
export const SCORE_GAP_POINTS = 2;
export const ADDED_TBT_MS = 100;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

export interface BudgetVerdict {
  servedScore: number;
  scriptFreeScore: number;
  /** Script-free median minus served median (positive: our scripts cost points). */
  gap: number;
  addedTbtMs: number;
  holds: boolean;
}

export function budgetVerdict(served: readonly { performance: number; tbtMs: number }[], scriptFree: readonly { performance: number; tbtMs: number }[]): BudgetVerdict {
  const servedScore = median(served.map((r) => r.performance));
  const scriptFreeScore = median(scriptFree.map((r) => r.performance));
  const addedTbtMs = Math.max(0, median(served.map((r) => r.tbtMs)) - median(scriptFree.map((r) => r.tbtMs)));
  const gap = scriptFreeScore - servedScore;
  return { servedScore, scriptFreeScore, gap, addedTbtMs, holds: gap <= SCORE_GAP_POINTS && addedTbtMs <= ADDED_TBT_MS };
}
