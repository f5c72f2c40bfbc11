/**
 * Attribute names of the positions of a fitment entry (the spec's fitmentLabels content list);
 * the 'note' section maps to a disabled variant and is never used to filter.
 */
export const RECO_FITMENT_LABELS = [
  { sectionName: 'submodel', title: 'Submodel' },
  { sectionName: 'engine', title: 'Engine' },
  { sectionName: 'note', title: 'Note' },
] as const;

/** Fitment text parsed: lower-case model id → entries (value lists in label order). */
export type FitmentMap = Record<string, (string | null)[][]>;

/** Parses fitment text defensively: anything unreadable is no fitment at all. */
export function parseFitment(text: string | null | undefined): FitmentMap {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const map: FitmentMap = {};
    for (const [modelId, entries] of Object.entries(value)) {
      if (Array.isArray(entries)) map[modelId.toLowerCase()] = entries.filter(Array.isArray).map((e: unknown[]) => e.map((v) => (typeof v === 'string' ? v : null)));
    }
    return map;
  } catch {
    return {};
  }
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Recommendation fitment filter (document 2 §5): with a selected vehicle, an item is kept only if
 * its fitment lists that vehicle's model id and every extra attribute filter matches
 * (case-insensitively) one of that model's entries; with no vehicle, every item is kept.
 * Universal parts (fluids, tools) fit every vehicle, whatever its trim or engine. Filters name a label's section (submodel,
 * engine); a filter on an unknown section or on the note can never match, so it drops the item.
 */
export function keepsForVehicle(
  item: { fitment: string | null | undefined; universal: boolean },
  modelId: string | null | undefined,
  filters: Readonly<Record<string, string>> = {},
): boolean {
  if (!modelId) return true;
  if (item.universal) return true;
  const active = Object.entries(filters).filter(([, value]) => value.trim() !== '');
  const entries = parseFitment(item.fitment)[modelId.toLowerCase()];
  if (!entries) return false;
  return active.every(([section, value]) => {
    const index = RECO_FITMENT_LABELS.findIndex((label) => label.sectionName === section && label.sectionName !== 'note');
    return index >= 0 && entries.some((entry) => {
      const cell = entry[index];
      return typeof cell === 'string' && sameText(cell, value);
    });
  });
}

/** The items of `list` that fit the vehicle and filters, in order. */
export function filterByFitment<T>(list: readonly T[], fitmentOf: (item: T) => { fitment: string | null | undefined; universal: boolean }, modelId: string | null | undefined, filters?: Readonly<Record<string, string>>): T[] {
  return list.filter((item) => keepsForVehicle(fitmentOf(item), modelId, filters));
}
