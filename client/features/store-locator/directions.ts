/** A maps directions URL to a point (document 1 §7 Directions link), opened in a new tab. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
