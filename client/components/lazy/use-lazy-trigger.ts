import { useRef, useState, type ComponentType } from 'react';

/**
 * A plain button standing in for a control whose code loads on first intent (decision 220).
 * Reaching for it (hover, focus) only fetches the code; the button stays in place, because a
 * press that began on it must end on it — swapping it out between pointer down and up (a tap
 * right after the touch's pointerenter, a click on a busy page) lost the click. The click itself
 * swaps in the loaded control, opened, with the focus moved to it when the button had it.
 */
export function useLazyTrigger<P extends object>(part: { preload: () => Promise<ComponentType<P>> }) {
  const button = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<{ Control: ComponentType<P>; focus: boolean } | null>(null);
  const reach = () => {
    part.preload().catch(() => {
      // a failed fetch is tried again on the click, which reports it
    });
  };
  const open = () => {
    void part.preload().then((Control) => setLoaded({ Control, focus: document.activeElement === button.current }));
  };
  return { button, loaded, reach, open };
}
