import type { ShipmentType } from '../../../shared/cart/add-to-cart';
import type { ProductSectionInput } from '../../../shared/types/product-section';

export interface FulfilmentStock {
  /** Online available-to-sell for delivery. */
  delivery: number;
  /** The selected store's stock for pickup, or null when pickup is not offered. */
  pickup: number | null;
  storeId: string | null;
}

export interface FulfilmentOptionsProps extends ProductSectionInput {
  quantity: number;
  shipmentType: ShipmentType;
  onShipmentTypeChange: (type: ShipmentType) => void;
  onStockChange?: (stock: FulfilmentStock) => void;
}

/** Contract of the delivery vs in-store pickup section; the stores feature replaces this body. */
export function FulfilmentOptions(_props: FulfilmentOptionsProps) {
  return null;
}
