/** 1 lb in kg (document 2 §9). */
export const KG_PER_LB = 0.453592;

/** A custom weight in pounds as shown: kg with 2 decimals, and lbs (document 2 §2). */
export function weightFigures(pounds: number | null | undefined): { kg: string; lbs: string } | null {
  if (pounds == null || !Number.isFinite(pounds) || pounds <= 0) return null;
  return { kg: (pounds * KG_PER_LB).toFixed(2), lbs: String(Math.round(pounds * 100) / 100) };
}
