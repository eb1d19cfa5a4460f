import type { ReactNode } from 'react';
import './tour-card.css';

export function TourGrid({ children }: { children: ReactNode }) {
  return <div className="tour-grid">{children}</div>;
}
