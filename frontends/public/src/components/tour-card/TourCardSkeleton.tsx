import './tour-card.css';

/** The shape of a TourCard while tours load, so the grid keeps its size when they arrive. */
export function TourCardSkeleton() {
  return (
    <div className="tour-card tour-card--skeleton" aria-hidden="true" data-testid="tour-card-skeleton">
      <div className="skeleton" style={{ aspectRatio: '4 / 3' }} />
      <div className="tour-card__body">
        <div className="skeleton skeleton--line" style={{ width: '40%' }} />
        <div className="skeleton skeleton--line" style={{ width: '85%', height: 20 }} />
        <div className="skeleton skeleton--line" style={{ width: '95%' }} />
        <div className="skeleton skeleton--line" style={{ width: '60%' }} />
        <div className="skeleton skeleton--line" style={{ width: '50%', height: 20 }} />
      </div>
    </div>
  );
}
