import { useEffect, type RefObject } from 'react';

/** CSS variable with the height of the part of the header that stays on screen when scrolling. */
export const HEADER_HEIGHT_VAR = '--header-height';
/** CSS variable with the height of the top bar, which scrolls away above the sticky header. */
export const TOP_BAR_HEIGHT_VAR = '--top-bar-height';

/**
 * Keeps --header-height and --top-bar-height on <html> in step with the real header (document 1
 * §2.4), so sticky elements sit right under it whatever wraps or loads inside the header.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>, topBar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const headerEl = header.current;
    if (!headerEl || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      const top = topBar.current?.offsetHeight ?? 0;
      root.style.setProperty(TOP_BAR_HEIGHT_VAR, `${top}px`);
      root.style.setProperty(HEADER_HEIGHT_VAR, `${headerEl.offsetHeight - top}px`);
    };
    update();
    const observer = new ResizeObserver(update);
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
