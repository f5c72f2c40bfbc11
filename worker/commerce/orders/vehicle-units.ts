/**
 * Which vehicle an order line was bought for, and how many units it adds to that vehicle's count
 * (issue 30 item 5, decision 290). A line keeps the vehicle that was selected when it went into
 * the cart (c_vehicleDetails); a line without one counts for the vehicle selected when the order
 * is placed; a line with neither counts for no vehicle.
 */
import { isVehicleSegment } from '../../../shared/routes/vehicle-url';

export interface VehicleUnits {
  modelId: string;
  productId: string;
  units: number;
}

/** The model id of a line's stored vehicle (JSON text), or null when it has none or it cannot be read. */
export function lineModelId(vehicleDetails: string | null): string | null {
  if (!vehicleDetails) return null;
  try {
    const id = (JSON.parse(vehicleDetails) as { vehicleID?: unknown } | null)?.vehicleID;
    return typeof id === 'string' && isVehicleSegment(id) ? id.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Units per (vehicle, product) of an order's lines; the same product twice for one vehicle is summed. */
export function orderVehicleUnits(
  items: readonly { productId: string; quantity: number; vehicleDetails: string | null }[],
  selectedModelId: string | null,
): VehicleUnits[] {
  const fallback = selectedModelId && isVehicleSegment(selectedModelId) ? selectedModelId.toLowerCase() : null;
  const byKey = new Map<string, VehicleUnits>();
  for (const item of items) {
    const modelId = lineModelId(item.vehicleDetails) ?? fallback;
    if (!modelId || item.quantity <= 0) continue;
    const key = `${modelId}|${item.productId}`;
    const entry = byKey.get(key) ?? { modelId, productId: item.productId, units: 0 };
    entry.units += item.quantity;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}
