/** Props for an opening button: start the download at the first sign of intent. */
export const preload = (load: () => Promise<unknown>) => {
  const start = () => void load().catch(() => {}); // a failed download is retried (and shown) on the click
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
};
