/** Stock rules of adding to the cart and changing quantities (document 1 §4, §5; document 2 §5). */
import type { ShipmentType } from './add-to-cart';

/** The error text of an add or change over the stock limit (document 1 §8). */
export const QUANTITY_EXCEEDS_STOCK = 'quantity exceeds available stock';

export interface LineStock {
  /** Online available-to-sell of the site's shipping location ('online-ca' / 'online-us'). */
  onlineAts: number;
  /** The pickup store's available stock; ignored for delivery. */
  storeAts?: number | null;
}

/**
 * How many of a product a basket may hold for one shipment type: delivery, the online ats;
 * pickup, the lower of the store's stock and the shipping location's stock.
 */
export function stockLimit(type: ShipmentType, stock: LineStock): number {
  const online = Math.max(0, stock.onlineAts);
  if (type === 'delivery') return online;
  return Math.min(Math.max(0, stock.storeAts ?? 0), online);
}

/**
 * How many more of a product the basket may hold for pickup at a store: the pickup limit less what
 * it already holds there. The cart offers to move a delivery line to pickup only when this covers
 * the line's quantity (the move is held to the same limit; decision 254).
 */
export function pickupRoom(stock: LineStock, alreadyForPickup: number): number {
  return Math.max(0, stockLimit('pickup', stock) - alreadyForPickup);
}

/** A set's delivery limit: the member with the lowest ats (0 for a set without members). */
export function setStockLimit(memberAts: readonly number[]): number {
  return memberAts.length ? Math.max(0, Math.min(...memberAts)) : 0;
}

/**
 * The add rule: rejected when the quantity already in the basket for the same product and
 * shipment type plus the new quantity exceeds the limit.
 */
export function exceedsStock(existing: number, adding: number, limit: number): boolean {
  return existing + adding > limit;
}

export interface StepperInput {
  type: ShipmentType;
  current: number;
  next: number;
  /** Delivery: the online stock level. */
  stock: number;
  /** Pickup: the store's available stock. */
  storeStock: number | null;
}

/** The stepper's minimum (document 1 §9). */
export const STEPPER_MIN = 1;

/**
 * Drawer and cart stepper (document 1 §4): never below 1; an increase of a pickup line is blocked
 * when the new quantity reaches or exceeds the store's stock; a delivery change is blocked when
 * it exceeds the stock level or leaves the quantity unchanged. Decreases to 1 or more always pass.
 */
export function stepperBlocked({ type, current, next, stock, storeStock }: StepperInput): boolean {
  if (!Number.isInteger(next) || next < STEPPER_MIN) return true;
  if (next === current) return true;
  if (next < current) return false;
  if (type === 'pickup') return next >= (storeStock ?? 0);
  return next > stock;
}
