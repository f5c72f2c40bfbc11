/** Placeholder segment of "view all" links that stands for the shopper's vehicle (document 1 §2.1). */
export const VEHICLE_PLACEHOLDER = '_ymm_';

/**
 * A scroller's view-all URL with the vehicle placeholder replaced by the selected model id, or by
 * 'parts' when no vehicle is selected (document 2 §2 Product scroller).
 */
export function viewAllHref(url: string, modelId: string | null): string {
  return url.split(VEHICLE_PLACEHOLDER).join(modelId ?? 'parts');
}
