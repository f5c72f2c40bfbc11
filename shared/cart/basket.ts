/** The basket as the Shopper Baskets API and the storefront both read it (SCAPI Basket shape). */
import type { OrderTax } from '../checkout/order-totals';
import type { CurrencyCode } from '../sites/config';
import type { LineVehicle, ShipmentType } from './add-to-cart';

export type { LineVehicle, ShipmentType };

/** Default shipment ids derive from the type (decision 101). */
export const DELIVERY_SHIPMENT_ID = 'delivery';
export const PICKUP_SHIPMENT_ID = 'pickup';
/** The standard delivery method (document 2 §9), set on every new delivery shipment. */
export const STANDARD_SHIPPING_METHOD = 'standard';
/** Largest quantity of one line (a guard against typing errors, not a stock rule). */
export const MAX_LINE_QUANTITY = 999;
/** Lines per basket. */
export const MAX_BASKET_LINES = 100;

export function defaultShipmentId(type: ShipmentType): string {
  return type === 'pickup' ? PICKUP_SHIPMENT_ID : DELIVERY_SHIPMENT_ID;
}

export interface BasketProductItem {
  itemId: string;
  productId: string;
  productName: string;
  quantity: number;
  /** Line price: unit price × quantity, minor units. */
  price: number;
  /** Unit price, minor units. */
  basePrice: number;
  priceAfterItemDiscount: number;
  /**
   * Refundable core deposit per unit, minor units, 0 for parts without one (decision 284). Not part
   * of `price`: the basket's `c_coreDepositTotal` carries the lines' deposits into `orderTotal`.
   */
  c_coreDeposit: number;
  shipmentId: string;
  c_shipmentType: ShipmentType;
  c_fromStoreId: string | null;
  /** JSON text of a LineVehicle, or null when no vehicle. */
  c_vehicleDetails: string | null;
  c_isFromSet: boolean;
  /** Storefront extras (not in SCAPI): image and current stock limit of the line. */
  c_image: { link: string; alt: string } | null;
  /** What may be in the basket for this line now (delivery: online ats; pickup: min(store, online); 0 when not orderable). */
  c_availableStock: number;
  /** Whether the part may still be sold (document 2 §5 orderable); an order refuses a basket holding one that may not. */
  c_orderable: boolean;
  /** Store stock of a pickup line (the stepper blocks at or over it), null for delivery. */
  c_storeStock: number | null;
  c_primaryCategoryId: string;
  /** Parent of the primary category and the product's brand, for analytics items (decision 183). */
  c_parentCategoryId: string | null;
  c_brand: string;
  /** Pieces the part is sold in, when more than one: the line steps by it (decision 288). */
  c_packQuantity?: number;
}

export interface BasketShipment {
  shipmentId: string;
  c_shipmentType: ShipmentType;
  shippingMethod: { id: string } | null;
  c_fromStoreId: string | null;
  /** The pickup store's name, for display. */
  c_storeName: string | null;
  shippingAddress: Record<string, string> | null;
  /** Where the shipment's lines are taxed: the pickup store's province, the delivery address's state, or null while unknown. */
  c_taxStateCode: string | null;
}

export interface Basket {
  basketId: string;
  currency: CurrencyCode;
  customerInfo: { customerId: string; email: string | null };
  productItems: BasketProductItem[];
  shipments: BasketShipment[];
  /**
   * Minor units, as every summary shows them (decisions 244, 284): orderTotal = productSubTotal +
   * shippingTotal + c_coreDepositTotal + each of c_taxes. taxTotal is their sum, or null while no
   * tax is known yet.
   */
  productSubTotal: number;
  productTotal: number;
  shippingTotal: number;
  /** Refundable core deposits of the lines (c_coreDeposit × quantity). */
  c_coreDepositTotal: number;
  taxTotal: number | null;
  orderTotal: number;
  /** The tax lines known so far (pickup lines at their store; delivery once its address is set). */
  c_taxes: OrderTax[];
  /** Taxes of delivered lines wait for the delivery address: the total is an estimate of the parts shown. */
  c_taxPending: boolean;
  /** Sum of quantities (document 1 §3). */
  c_totalItems: number;
}

/** What GET /api/cart answers: the shopper's basket, or null before the first add. */
export interface CartResponse {
  basket: Basket | null;
}

/** Total items: the sum of line quantities (document 1 §3). */
export function totalItems(basket: Pick<Basket, 'productItems'> | null | undefined): number {
  return basket ? basket.productItems.reduce((sum, item) => sum + item.quantity, 0) : 0;
}
