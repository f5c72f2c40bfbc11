/** The selected-vehicle cookie: model id and qualifiers, so the server renders the vehicle at once. */
import { isVehicleSegment } from '../routes/vehicle-url';

export interface VehicleCookie {
  modelId: string;
  submodel: string | null;
  engine: string | null;
}

/** One year, in seconds. */
export const VEHICLE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const MAX_PART = 120;

/** Cookie value: the three parts URI-encoded and joined by '|'. */
export function encodeVehicleCookie(value: VehicleCookie): string {
  return [value.modelId, value.submodel ?? '', value.engine ?? ''].map(encodeURIComponent).join('|');
}

function decodePart(part: string | undefined): string | null {
  if (!part) return null;
  try {
    const text = decodeURIComponent(part);
    return text.length > 0 && text.length <= MAX_PART ? text : null;
  } catch {
    return null;
  }
}

/** The cookie's vehicle, or null when the value is missing or malformed. */
export function decodeVehicleCookie(raw: string | null | undefined): VehicleCookie | null {
  if (!raw) return null;
  const [model, submodel, engine] = raw.split('|');
  const modelId = decodePart(model)?.toLowerCase();
  if (!modelId || !isVehicleSegment(modelId)) return null;
  return { modelId, submodel: decodePart(submodel), engine: decodePart(engine) };
}

/** A cookie's raw value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return null;
}
