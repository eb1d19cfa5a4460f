import { useEffect, useRef, type CSSProperties } from 'react';
import { useToastStore } from './toast-store';

/*
 * The notification area. Inline styles so kit stays free of CSS files; the container is
 * at most 420 px wide from medium screens up (SPEC section 9) and F8 focuses it.
 */
const region: CSSProperties = {
  position: 'fixed',
  zIndex: 1000,
  top: 16,
  right: 16,
  left: 16,
  marginLeft: 'auto',
  maxWidth: 420,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  pointerEvents: 'none',
};
const base: CSSProperties = {
  pointerEvents: 'auto',
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: '14px 16px',
  borderRadius: 10,
  boxShadow: '0 8px 24px rgba(0,0,0,.18)',
  border: '1px solid #d9e2e8',
  background: '#fff',
  color: '#1d2a33',
  fontSize: 14,
};
const destructive: CSSProperties = { ...base, background: '#b42318', borderColor: '#b42318', color: '#fff' };
const close: CSSProperties = { marginLeft: 'auto', background: 'none', border: 0, color: 'inherit', fontSize: 20, lineHeight: 1, cursor: 'pointer', padding: '0 4px' };

/** The area's and the close button's screen-reader names; a remote that speaks the reader's language passes its own. */
export interface ToasterLabels {
  region: string;
  close: string;
}

const ENGLISH: ToasterLabels = { region: 'Notifications (F8)', close: 'Close notification' };

export function Toaster({ labels = ENGLISH }: { labels?: ToasterLabels }) {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const ref = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') ref.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ol ref={ref} tabIndex={-1} aria-label={labels.region} aria-live="polite" style={{ ...region, listStyle: 'none', margin: 0, padding: 0 }}>
      {toasts.map((t) => (
        <li key={t.id} style={t.variant === 'destructive' ? destructive : base}>
          {/* The live role sits inside the item: a list may only hold plain list items (axe "list"). */}
          <div role={t.variant === 'destructive' ? 'alert' : 'status'}>
            <div style={{ fontWeight: 700 }}>{t.title}</div>
            {t.description ? <div style={{ marginTop: 2, opacity: 0.9 }}>{t.description}</div> : null}
          </div>
          <button type="button" aria-label={labels.close} style={close} onClick={() => dismiss(t.id)}>
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
