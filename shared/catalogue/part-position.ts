/**
 * Where on the vehicle a part goes (issue 30): front or rear axle, left or right side. A fitment
 * qualifier of the product itself (products.position), so lists refine by it and the detail page's
 * fitment banner names it. Left and right are the sides of a left-hand-drive vehicle as sold in
 * Canada and the US: the driver's side is the left (decision 287).
 */

export const PART_POSITIONS = ['front', 'rear', 'left', 'right'] as const;
export type PartPosition = (typeof PART_POSITIONS)[number];

export function isPartPosition(value: unknown): value is PartPosition {
  return typeof value === 'string' && (PART_POSITIONS as readonly string[]).includes(value);
}

// The catalogue's Position and Side values (canonical English) and the position each states.
const BY_STATED_VALUE: Readonly<Record<string, PartPosition>> = {
  Front: 'front',
  Rear: 'rear',
  'Driver Side': 'left',
  'Passenger Side': 'right',
};

/**
 * The position a Position or Side attribute value states; null for values that name no single
 * position ('Front & Rear' floor mats cover both) and for any other attribute.
 */
export function positionOfAttribute(label: string, value: string | null): PartPosition | null {
  if (value === null || (label !== 'Position' && label !== 'Side')) return null;
  return BY_STATED_VALUE[value] ?? null;
}
