import { Suspense, useDeferredValue, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { catalog } from '@costiera/contracts';
import { useDocumentMeta } from '@costiera/kit';
import { StarRating } from '../../components/star-rating/StarRating';
import { useTour, useTourReviews } from './api/tour';
import { dateFrom, emptyBookingForm, peopleFrom, type BookingForm } from './booking-form';
import { BookingCard } from './components/BookingCard';
import { Gallery } from './components/Gallery';
import { MeetingAndProvider } from './components/MeetingAndProvider';
import { BookingModal } from './components/on-demand-dialogs';
import { REVIEWS_SHOWN, Reviews } from './components/Reviews';
import { TourDescription } from './components/TourDescription';
import { TourFacts } from './components/TourFacts';
import { JsonLd } from '../../seo/JsonLd';
import { tourJsonLd } from '../../seo/tour';
import './tour-detail.css';

export function TourDetailPage() {
  const { id = '' } = useParams();
  // The page renders in the background (interruptible), not in the task that receives the data.
  const tour = useDeferredValue(useTour(id));
  useDocumentMeta(
    tour.data?.title ?? (tour.isError ? 'Tour not found' : 'Tour details'),
    tour.data?.short_description ?? 'Tour details, photos, reviews and booking requests on the Sorrento coast.',
  );

  if (tour.isPending) {
    return (
      <div className="container page-state" role="status">
        Loading tour details...
      </div>
    );
  }
  if (tour.isError) {
    return (
      <div className="container page-state">
        <h1>Tour not found</h1>
        <p>The tour you&apos;re looking for doesn&apos;t exist.</p>
        <Link to="/tours" className="btn btn--primary">
          Browse all tours
        </Link>
      </div>
    );
  }
  return <TourView key={tour.data.id} tour={tour.data} />;
}

function TourView({ tour }: { tour: catalog.TourDetail }) {
  const reviews = useTourReviews(tour.id);
  const [searchParams] = useSearchParams();
  // The hero search's date and people arrive in the URL and pre-fill the booking card.
  const initial = (): BookingForm => ({
    ...emptyBookingForm(tour.max_passengers),
    date: dateFrom(searchParams.get('date')),
    people: peopleFrom(searchParams.get('people'), tour.max_passengers),
  });
  const [form, setForm] = useState<BookingForm>(initial);
  const [requesting, setRequesting] = useState(false);

  return (
    <div className="container tour-detail">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/tours">Tours</Link>
          </li>
          <li aria-current="page">{tour.title}</li>
        </ol>
      </nav>
      <h1 className="tour-detail__title">{tour.title}</h1>
      <p className="tour-detail__meta">
        <StarRating rating={tour.rating} reviewCount={tour.review_count} size="large" />
        <span>{tour.location}</span>
        <span>{tour.category_name}</span>
      </p>
      <Gallery images={tour.images} category={tour.category} title={tour.title} />
      <div className="tour-detail__layout">
        <div className="tour-detail__main">
          <TourDescription tour={tour} />
          <TourFacts tour={tour} />
          <MeetingAndProvider tour={tour} />
          <Reviews reviews={reviews.data} loading={reviews.isPending} />
        </div>
        <div className="tour-detail__aside">
          <BookingCard tour={tour} form={form} onChange={setForm} onRequest={() => setRequesting(true)} />
        </div>
      </div>
      {requesting ? (
        <Suspense fallback={null}>
          <BookingModal
            tour={tour}
            form={form}
            onChange={setForm}
            onClose={() => setRequesting(false)}
            onSent={() => {
              setRequesting(false);
              setForm(emptyBookingForm(tour.max_passengers));
            }}
          />
        </Suspense>
      ) : null}
      <JsonLd data={(site) => tourJsonLd(site, tour, (reviews.data ?? []).slice(0, REVIEWS_SHOWN))} />
    </div>
  );
}
