import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { catalog } from '@costiera/contracts';
import { apiStatusOf, PageMeta, useFormPost, useHttpStatus, useQueryCache } from '@costiera/kit';
import { StarRating } from '../../components/star-rating/StarRating';
import { useTour, useTourReviews } from './api/tour';
import { AVAILABILITY_KEY, useChosenDay } from './api/availability';
import { seatsFor } from './calendar/calendar-month';
import { BOOKING_FORM, dateFrom, emptyBookingForm, IDEMPOTENCY_FIELD, LANGUAGE_FIELD, peopleFrom, timeFrom, type BookingForm } from './booking-form';
import { BookingCard, type SentRequest } from './components/BookingCard';
import { Gallery, GALLERY_SIZES } from './components/Gallery';
import { MeetingAndProvider } from './components/MeetingAndProvider';
import { BookingModal } from './components/on-demand-dialogs';
import { REVIEWS_SHOWN, Reviews } from './components/Reviews';
import { TourDescription } from './components/TourDescription';
import { TourFacts } from './components/TourFacts';
import { PhotoPreload } from '../../components/picture/PhotoPreload';
import { renderedPhoto } from '../../components/picture/photo-sources';
import { shareImageOf } from '../../components/picture/share-image';
import { ShareImageSize } from '../../components/picture/ShareImageSize';
import { imageCandidates } from '../../components/tour-image/image-candidates';
import { JsonLd } from '../../seo/JsonLd';
import { tourJsonLd } from '../../seo/tour';
import { useI18n } from '../../i18n/i18n';
import { alternatesOf, langOf, untranslatedNote } from './tour-language';
import './tour-detail.css';

export function TourDetailPage() {
  const i18n = useI18n();
  const { id = '' } = useParams();
  // The reviews are read together with the tour, not after it (one round trip, one server render pass less).
  useTourReviews(id);
  // The page renders in the background (interruptible), not in the task that receives the data.
  const tour = useDeferredValue(useTour(id));

  if (tour.isPending) {
    return (
      <div className="container page-state" role="status">
        {i18n.t('detail.loading')}
      </div>
    );
  }
  if (tour.isError) return <TourNotFound error={tour.error} />;
  return <TourView key={tour.data.id} tour={tour.data} />;
}

/** SPEC: a failed tour read shows 'Tour not found'; the server answers it with 404 (or 503 when the read failed). */
function TourNotFound({ error }: { error: Error }) {
  const i18n = useI18n();
  useHttpStatus(apiStatusOf(error) === 404 ? 404 : 503);
  return (
    <div className="container page-state">
      <PageMeta title={i18n.t('detail.notFound.title')} description={i18n.t('detail.notFound.text')} canonicalPath={null} noindex />
      <h1>{i18n.t('detail.notFound.title')}</h1>
      <p>{i18n.t('detail.notFound.text')}</p>
      <Link to="/tours" className="btn btn--primary">
        {i18n.t('detail.notFound.browse')}
      </Link>
    </div>
  );
}

function TourView({ tour }: { tour: catalog.TourDetail }) {
  const i18n = useI18n();
  const text = langOf(tour.lang, i18n);
  const reviews = useTourReviews(tour.id);
  const [searchParams] = useSearchParams();
  // Without JavaScript the booking form arrives as a plain POST: refused, the server answers with
  // this page, the form's values and errors handed back through useFormPost (stored, it redirects
  // to the request's status page).
  const post = useFormPost(BOOKING_FORM);
  // The hero search's date and people arrive in the URL and pre-fill the booking card.
  const initial = (): BookingForm =>
    post
      ? { ...emptyBookingForm(tour.max_passengers), ...formFields(post.values) }
      : {
          ...emptyBookingForm(tour.max_passengers),
          date: dateFrom(searchParams.get('date')),
          time: timeFrom(searchParams.get('time')),
          people: peopleFrom(searchParams.get('people'), tour.max_passengers),
        };
  const [form, setForm] = useState<BookingForm>(initial);
  // Each change merges into the latest state: an event replayed as the page wakes cannot undo another field's.
  const change = (fields: Partial<BookingForm>) => setForm((f) => ({ ...f, ...fields }));
  // ?request=1 is the card's 'Send Request' without JavaScript (a GET form): the page opens with the modal.
  const [requesting, setRequesting] = useState(() => post !== null || searchParams.get('request') === '1');
  // What the last request sent and its answer: the card shows them until the traveller starts another.
  const [sent, setSent] = useState<SentRequest | null>(null);
  // The tour's next days (rendered by the server too) and the chosen day: the people choice stops at its seats left.
  const chosen = useChosenDay(tour.id, form.date);
  const queryCache = useQueryCache();
  const days = { upcoming: chosen.upcoming, day: chosen.day, seats: seatsFor(chosen.day, form.time, tour.max_passengers) };
  useEffect(() => {
    if (Number(form.people) > days.seats) change({ people: String(days.seats) });
  }, [days.seats, form.people]);

  // The gallery's main photo: preloaded when it is an uploaded one, and its sharing JPEG is the page's preview.
  const lead = renderedPhoto(tour.photos, imageCandidates(tour.images, tour.category)[0]);
  const share = shareImageOf(lead);
  return (
    <div className="container tour-detail">
      <PageMeta
        title={tour.title}
        description={tour.short_description}
        image={share?.url ?? tour.images[0]}
        alternates={alternatesOf(tour, i18n)}
      />
      {share ? <ShareImageSize width={share.width} height={share.height} /> : null}
      {lead ? <PhotoPreload photo={lead} sizes={GALLERY_SIZES} /> : null}
      <nav aria-label={i18n.t('detail.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{i18n.t('detail.breadcrumb.home')}</Link>
          </li>
          <li>
            <Link to="/tours">{i18n.t('detail.breadcrumb.tours')}</Link>
          </li>
          <li aria-current="page" {...text}>
            {tour.title}
          </li>
        </ol>
      </nav>
      <h1 className="tour-detail__title" {...text}>
        {tour.title}
      </h1>
      {tour.lang !== i18n.language ? <p className="tour-detail__untranslated">{untranslatedNote(tour.lang, i18n)}</p> : null}
      <p className="tour-detail__meta">
        <StarRating rating={tour.rating} reviewCount={tour.review_count} size="large" />
        <span>{tour.location}</span>
        <span {...langOf(tour.category_lang, i18n)}>{tour.category_name}</span>
      </p>
      <Gallery images={tour.images} photos={tour.photos} category={tour.category} title={tour.title} />
      <div className="tour-detail__layout">
        <div className="tour-detail__main">
          <TourDescription tour={tour} />
          <TourFacts tour={tour} />
          <MeetingAndProvider tour={tour} />
          <Reviews reviews={reviews.data} loading={reviews.isPending} />
        </div>
        <div className="tour-detail__aside">
          <BookingCard tour={tour} form={form} days={days} sent={sent} onChange={change} onRequest={() => setRequesting(true)} onAnother={() => setSent(null)} />
        </div>
      </div>
      {requesting ? (
        <Suspense fallback={null}>
          <BookingModal
            tour={tour}
            form={form}
            days={days}
            errors={post ? post.errors : {}}
            postedKey={post?.values[IDEMPOTENCY_FIELD]}
            onChange={change}
            onClose={() => setRequesting(false)}
            onSent={(request, receipt) => {
              setRequesting(false);
              setForm(emptyBookingForm(tour.max_passengers));
              setSent({ request, receipt });
              // The request holds seats now: every month of this tour's days is read again.
              queryCache.invalidate([AVAILABILITY_KEY, tour.id]);
            }}
          />
        </Suspense>
      ) : null}
      <JsonLd data={(site, lang) => tourJsonLd(site, tour, (reviews.data ?? []).slice(0, REVIEWS_SHOWN), lang)} />
    </div>
  );
}

/** The posted form's fields without its Idempotency-Key (the modal keeps the key apart) and its language (the page's). */
function formFields(values: Readonly<Record<string, string>>): Partial<BookingForm> {
  const { [IDEMPOTENCY_FIELD]: _key, [LANGUAGE_FIELD]: _language, ...fields } = values;
  return fields;
}
