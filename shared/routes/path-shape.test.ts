import { describe, expect, it } from 'vitest';
import { hasEmptySegment } from './path-shape';
import { parseHref, resolveLocation } from '../sites/resolve';

describe('hasEmptySegment', () => {
  it.each(['//', '///', '//x', '/x//y', '/fr//', '/\\', '/a\\\\b', '/s/axle-us//x'])('%s has an empty segment', (path) => {
    expect(hasEmptySegment(path)).toBe(true);
  });

  it.each(['/', '/brakes', '/fr/', '/s/axle-us/x', '/%', '/%E0%A4%A', '/category/brake-pads'])('%s does not', (path) => {
    expect(hasEmptySegment(path)).toBe(false);
  });
});

describe('parseHref keeps a path a path', () => {
  it.each(['///', '//', '//x', '//evil.example/a', '/\\', '/\\\\evil.example'])('%s stays on this origin', (href) => {
    const url = parseHref(href);
    expect(url.host).toBe('localhost');
    expect(url.pathname.startsWith('//')).toBe(true);
  });

  it('resolves site and locale of protocol-relative-looking hrefs without throwing', () => {
    expect(resolveLocation('///').path).toBe('/');
    expect(resolveLocation('//x?y=1')).toMatchObject({ path: '/x', search: '?y=1' });
    expect(resolveLocation('//fr//x').locale.id).toBe('fr-CA');
  });

  it('still reads absolute URLs', () => {
    expect(parseHref('http://localhost/ca/fr/brakes').pathname).toBe('/ca/fr/brakes');
  });
});
