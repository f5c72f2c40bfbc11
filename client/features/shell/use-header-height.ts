import { useEffect, type RefObject } from 'react';

/** CSS variable with the height of the part of the header that stays on screen when scrolling. */
export const HEADER_HEIGHT_VAR = '--header-height';
/** CSS variable with the height of the top bar, which scrolls away above the sticky header. */
export const TOP_BAR_HEIGHT_VAR = '--top-bar-height';

/**
 * Keeps --header-height and --top-bar-height on <html> in step with the real header (document 1
 * §2.4), so sticky elements sit right under it whatever wraps or loads inside the header.
 *
 * Heights are read only in the ResizeObserver's callbacks (its first comes after the first layout,
 * so nothing forces a layout during hydration) and written only when they differ from what the
 * stylesheet already says: a custom property written on <html> makes the browser restyle the page.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>, topBar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const headerEl = header.current;
    if (!headerEl || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      // Everything is read before anything is written: a read after a write would force a restyle.
      const [top, whole] = [topBar.current?.offsetHeight ?? 0, headerEl.offsetHeight];
      // The stylesheet sets the usual heights per breakpoint; only a header that differs is written.
      const current = getComputedStyle(root);
      const changes = [[TOP_BAR_HEIGHT_VAR, `${top}px`], [HEADER_HEIGHT_VAR, `${whole - top}px`]].filter(([name, value]) => current.getPropertyValue(name!).trim() !== value);
      for (const [name, value] of changes) root.style.setProperty(name!, value!);
    });
    observer.observe(headerEl);
    if (topBar.current) observer.observe(topBar.current);
    return () => {
      observer.disconnect();
      // The checkout header does not stick: nothing sits under it.
      root.style.removeProperty(TOP_BAR_HEIGHT_VAR);
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, [header, topBar]);
}
