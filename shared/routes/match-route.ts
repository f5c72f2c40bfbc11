import { ROUTES, type RouteName } from './route-table';
import { isVehicleSegment } from './vehicle-url';

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches a prefix-free path against the route table; null when nothing matches. */
export function matchRoute(path: string): RouteMatch | null {
  const segments = splitPath(path);
  for (const route of ROUTES) {
    const parts = splitPath(route.pattern);
    const prefix = 'prefix' in route && route.prefix;
    if (prefix ? segments.length < parts.length : parts.length !== segments.length) continue;
    if ('vehicle' in route && route.vehicle && !isVehicleSegment(segments[0] ?? '')) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const part = parts[i] as string;
      const segment = decodeSegment(segments[i] as string);
      if (segment === null) ok = false;
      else if (part.startsWith(':')) params[part.slice(1)] = segment;
      else ok = part === segment;
    }
    if (ok && prefix && segments.length > parts.length) params.rest = segments.slice(parts.length).join('/');
    if (ok) return { name: route.name, params };
  }
  return null;
}
