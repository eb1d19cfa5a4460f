import { useEffect, useState, type RefObject } from 'react';

/** SPEC section 9: images start loading 50px before they enter the viewport, at 10% visibility. */
export const LAZY_ROOT_MARGIN = '50px';
export const LAZY_THRESHOLD = 0.1;

/** True once the element has come near the viewport (and stays true). */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (!enabled || near) return;
    const el = ref.current;
    // No IntersectionObserver (old browsers, some test environments): load right away.
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN, threshold: LAZY_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}
