import { Link } from 'react-router-dom';

export function ClosingCta() {
  return (
    <section className="closing-cta" aria-labelledby="cta-title">
      <div className="container">
        <h2 id="cta-title">Ready to explore the coast?</h2>
        <p>Pick a tour and send a request: the provider confirms it personally. No payment online.</p>
        <div className="closing-cta__actions">
          <Link to="/tours" className="btn btn--primary">
            Browse All Tours
          </Link>
          <Link to="/contact" className="btn btn--ghost">
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
