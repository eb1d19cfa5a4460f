import type { AggregateRating, Graph, Offer, Product, Review, TouristTrip } from 'schema-dts';
import type { catalog } from '@costiera/contracts';
import { priceUnitFor, type PriceUnit } from '@costiera/kit';
import { breadcrumbList, webPage } from './breadcrumbs';
import { ENGLISH, type JsonLdLanguage } from './language';
import { absoluteUrl } from './site-url';
import { shareImageOf } from '../components/picture/share-image';

export function tourPath(id: string): string {
  return `/tours/${encodeURIComponent(id)}`;
}

/**
 * The unit as a UN/CEFACT common code, which schema.org's `unitCode` and Google's unit-price
 * rules expect: 'IE' is a person, 'DAY' a day; a boat or a transfer is hired whole and has no
 * code of its own, so it is 'C62' ("one", a single unit), with `unitText` naming what it is.
 */
const UNIT_CODES: Record<PriceUnit, string> = { person: 'IE', day: 'DAY', boat: 'C62', transfer: 'C62' };

/** The 'From' price the page shows, per the unit it shows (kit's priceUnitFor: person, boat, day, transfer). */
export function tourOffer(siteUrl: string, tour: catalog.TourDetail, lang: JsonLdLanguage = ENGLISH): Offer {
  const url = absoluteUrl(siteUrl, lang.path(tourPath(tour.id)));
  const unit = priceUnitFor(tour.category, tour.is_private);
  return {
    '@type': 'Offer',
    '@id': `${url}#offer`,
    url,
    price: tour.price_from,
    priceCurrency: tour.currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: tour.price_from,
      priceCurrency: tour.currency,
      unitCode: UNIT_CODES[unit],
      unitText: unit,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODES[unit], unitText: unit },
    },
    offeredBy: { '@type': 'Organization', name: tour.provider_name },
  };
}

/** The tour's rating as the page shows it; none before its first review. */
export function tourAggregateRating(tour: catalog.TourDetail): AggregateRating | null {
  if (tour.review_count <= 0) return null;
  return { '@type': 'AggregateRating', ratingValue: Number(tour.rating), reviewCount: tour.review_count, bestRating: 5, worstRating: 1 };
}

export function tourReview(review: catalog.Review): Review {
  return {
    '@type': 'Review',
    name: review.title,
    reviewBody: review.content,
    author: { '@type': 'Person', name: review.authorName },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

/** The tour as a product: name, photos (an uploaded one as its sharing JPEG), the offer, and (with reviews) the rating and the reviews shown. */
export function tourProduct(siteUrl: string, tour: catalog.TourDetail, shownReviews: readonly catalog.Review[], lang: JsonLdLanguage = ENGLISH): Product {
  const url = absoluteUrl(siteUrl, lang.path(tourPath(tour.id)));
  const rating = tourAggregateRating(tour);
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: tour.title,
    description: tour.short_description,
    url,
    ...(tour.images.length > 0 ? { image: tour.images.map((src) => absoluteUrl(siteUrl, shareImageOf(tour.photos.find((p) => p.url === src))?.url ?? src)) } : {}),
    ...(tour.category_name ? { category: tour.category_name } : {}),
    offers: tourOffer(siteUrl, tour, lang),
    ...(rating ? { aggregateRating: rating } : {}),
    ...(rating && shownReviews.length > 0 ? { review: shownReviews.map(tourReview) } : {}),
  };
}

/** The tour as a trip: where it goes and who runs it, with the product's offer. */
export function touristTrip(siteUrl: string, tour: catalog.TourDetail, lang: JsonLdLanguage = ENGLISH): TouristTrip {
  const url = absoluteUrl(siteUrl, lang.path(tourPath(tour.id)));
  return {
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: tour.title,
    description: tour.short_description,
    url,
    itinerary: { '@type': 'Place', name: tour.location },
    provider: { '@type': 'Organization', name: tour.provider_name },
    offers: { '@id': `${url}#offer` },
  };
}

/**
 * Everything the tour page states, in the page's language (`lang`: its addresses, its breadcrumb's
 * words, `inLanguage`): product, trip, their breadcrumb (Home / Tours / the tour) and the page.
 */
export function tourJsonLd(siteUrl: string, tour: catalog.TourDetail, shownReviews: readonly catalog.Review[], lang: JsonLdLanguage = ENGLISH): Graph {
  const product = tourProduct(siteUrl, tour, shownReviews, lang);
  const breadcrumb = breadcrumbList(
    siteUrl,
    [
      { name: lang.t('seo.crumb.home'), path: '/' },
      { name: lang.t('seo.crumb.tours'), path: '/tours' },
      { name: tour.title, path: tourPath(tour.id) },
    ],
    lang,
  );
  return {
    '@context': 'https://schema.org',
    '@graph': [
      product,
      touristTrip(siteUrl, tour, lang),
      breadcrumb,
      webPage(siteUrl, { path: tourPath(tour.id), name: tour.title, breadcrumbId: breadcrumb['@id'] as string, mainEntityId: product['@id'] as string }, lang),
    ],
  };
}
