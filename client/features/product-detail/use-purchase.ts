import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { AddToCartLine, LineVehicle, ShipmentType } from '../../../shared/cart/add-to-cart';
import type { ProductDetail } from '../../../shared/product/product-detail';
import { itemProductId } from '../../../shared/product/variations';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';
import { useT } from '../../i18n/intl';
import { useAddToCart } from '../cart/use-add-to-cart';
import { showToast } from '../toast/toaster';
import { openVehicleSelectorAtom } from '../vehicle-selector/selector-atoms';
import { selectionOf } from './use-variation-query';

export interface PurchaseInput {
  product: ProductDetail;
  query: URLSearchParams;
  /** The item product id (document 1 §5), null while a master's variant is unresolved. */
  itemId: string | null;
  quantity: number;
  stock: number;
  shipmentType: ShipmentType;
  storeId: string | null;
  vehicle: SelectedVehicle | null;
  compatible: boolean;
  qualifiersMatch: boolean;
  isCanada: boolean;
}

/** The basket lines of an add: the item itself, or each set member (without price, for delivery). */
export function purchaseLines(product: ProductDetail, query: URLSearchParams, itemId: string | null, quantity: number): AddToCartLine[] | null {
  if (product.type !== 'set') return itemId ? [{ productId: itemId, quantity }] : null;
  const lines: AddToCartLine[] = [];
  for (const child of product.children) {
    const id = itemProductId(child, selectionOf(child, query, child.id).variant);
    if (!id) return null;
    lines.push({ productId: id, quantity: quantity * child.quantity, isFromSet: true });
  }
  return lines.length ? lines : null;
}

function lineVehicle(vehicle: SelectedVehicle | null, isFit: boolean): LineVehicle | null {
  if (!vehicle) return null;
  const fitment: Record<string, string> = {};
  if (vehicle.submodel) fitment.submodel = vehicle.submodel;
  if (vehicle.engine) fitment.engine = vehicle.engine;
  return { vehicleID: vehicle.modelId, year: String(vehicle.year), make: vehicle.makeName, model: vehicle.modelName, isFit, fitment };
}

/**
 * Add to Cart on the product page (document 2 §4): on the Canadian site without a compatible
 * fitment it opens the vehicle dialog; a vehicle lacking the trim/engine a fitment row needs gets
 * "Missing Vehicle Details" first; the quantity must not exceed stock; then the basket takes the
 * item product id (or the set members) with the shipment type and the vehicle.
 */
export function usePurchase(input: PurchaseInput) {
  const t = useT();
  const { addToCart, adding } = useAddToCart();
  const openSelector = useSetAtom(openVehicleSelectorAtom);
  const [missingDetailsOpen, setMissingDetailsOpen] = useState(false);

  const add = useCallback(
    async (anyway = false) => {
      const { product, vehicle, compatible, qualifiersMatch } = input;
      if (input.isCanada && !compatible) {
        openSelector({ noRedirect: true });
        return;
      }
      if (!anyway && vehicle && compatible && !qualifiersMatch && !product.universal) {
        setMissingDetailsOpen(true);
        return;
      }
      setMissingDetailsOpen(false);
      if (input.quantity < 1 || input.quantity > input.stock) {
        showToast({ status: 'error', message: t('pdp.quantityExceeds') });
        return;
      }
      const lines = purchaseLines(product, input.query, input.itemId, input.quantity);
      if (!lines) return;
      const isSet = product.type === 'set';
      const ok = await addToCart({
        lines,
        shipmentType: isSet ? 'delivery' : input.shipmentType,
        storeId: !isSet && input.shipmentType === 'pickup' ? input.storeId : null,
        vehicle: lineVehicle(vehicle, compatible && qualifiersMatch),
      });
      if (!ok) showToast({ status: 'error', message: t('pdp.addFailed') });
    },
    [input, addToCart, openSelector, t],
  );

  return {
    add,
    adding,
    missingDetailsOpen,
    closeMissingDetails: () => setMissingDetailsOpen(false),
    selectDetails: () => {
      setMissingDetailsOpen(false);
      openSelector({ noRedirect: true, step: 'qualifiers' });
    },
  };
}
