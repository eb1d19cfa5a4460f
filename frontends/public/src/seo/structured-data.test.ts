/**
 * The builders' JSON-LD carries what Google requires for its rich results:
 * - Product snippets (developers.google.com/search/docs/appearance/structured-data/product-snippet,
 *   "Structured data type definitions"): Product needs `name` and at least one of `review`,
 *   `aggregateRating` or `offers`; an Offer needs `price` (with `priceCurrency`; `availability`
 *   is optional); a nested Review needs `author` (with its `name`) and `reviewRating` with a
 *   `ratingValue`; an AggregateRating needs `ratingValue` and `reviewCount` or `ratingCount`,
 *   with `bestRating` when the scale is not 5 (we always state it).
 * - Review snippets (.../structured-data/review-snippet, "AggregateRating" and "Review"):
 *   the same Review and AggregateRating requirements, `itemReviewed` implied when nested.
 * - Breadcrumbs (.../structured-data/breadcrumb): BreadcrumbList `itemListElement` of
 *   ListItems with `position`, `name` and `item` (optional on the last one).
 * - Article (.../structured-data/article): no required properties; `headline`, `image`,
 *   `datePublished`, `dateModified` and `author` recommended.
 * - Site search (sitelinks search box): WebSite `url` and `potentialAction` SearchAction with
 *   `target` holding `{search_term_string}` and `query-input` naming it.
 * The tour page's document is also run through a real validator of Google's rich-result rules
 * (@adobe/structured-data-validator, which encodes the required and recommended properties per
 * type), offline: no schema.org vocabulary is fetched.
 */
import Validator from '@adobe/structured-data-validator';
import type { catalog, content } from '@costiera/contracts';
import { jsonForScript, type JsonLdDocument } from './JsonLd';
import { articleJsonLd } from './article';
import { destinationJsonLd } from './destination';
import { homeJsonLd } from './site';
import { tourJsonLd } from './tour';
import { testI18n } from '../testing/i18n';

const SITE = 'https://costiera.example';

type Node = Record<string, unknown>;
/** The document as a crawler reads it (through the script's text) and its nodes by type. */
function parsed(doc: JsonLdDocument): { context: unknown; nodes: Node[] } {
  const json = JSON.parse(jsonForScript(doc)) as Node;
  const nodes = (json['@graph'] as Node[] | undefined) ?? [json];
  return { context: json['@context'], nodes };
}
const nodeOf = (doc: JsonLdDocument, type: string) => {
  const { context, nodes } = parsed(doc);
  expect(context).toBe('https://schema.org');
  const found = nodes.filter((n) => n['@type'] === type);
  expect(found).toHaveLength(1);
  return found[0]!;
};

const TOUR: catalog.TourDetail = {
  id: 't1',
  title: 'Capri Boat Tour',
  category: 'private-boat-tour',
  category_name: 'Private Boat Tour',
  rating: '4.8',
  review_count: 120,
  images: ['/images/tours/capri-1.jpg', 'https://cdn.example/capri-2.jpg'],
  description: 'Around the island.',
  short_description: 'Around the island by boat.',
  included: [],
  not_included: [],
  additional_info: null,
  meeting_point: 'Marina Piccola',
  location: 'Sorrento',
  duration: '8 hours',
  is_private: true,
  free_cancellation: true,
  provider_name: 'Blue Boats',
  provider_rating: '4.9',
  price_from: '650.00',
  currency: 'EUR',
  max_passengers: 6,
  lang: 'en',
  languages: ['en'],
  category_lang: 'en',
  photos: [],
};
const REVIEWS: catalog.Review[] = [
  { id: 'r1', title: 'Unforgettable', rating: 5, date: 'June 2025', content: 'The grottoes!', authorInitials: 'AB', authorName: 'Anna B.' },
  { id: 'r2', title: 'Good', rating: 4, date: 'May 2025', content: 'A bit windy.', authorInitials: 'CD', authorName: 'Carlo D.' },
];

describe('home page JSON-LD', () => {
  it('names the organisation and the site, with a search action to /tours?search=', () => {
    const org = nodeOf(homeJsonLd(SITE), 'Organization');
    expect(org).toMatchObject({ name: 'Costiera', url: `${SITE}/` });
    const site = nodeOf(homeJsonLd(SITE), 'WebSite');
    expect(site).toMatchObject({ name: 'Costiera', url: `${SITE}/`, publisher: { '@id': org['@id'] } });
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/tours?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('tour page JSON-LD', () => {
  const doc = tourJsonLd(SITE, TOUR, REVIEWS);

  it('is a Product with a name, an Offer, an AggregateRating and the shown Reviews', () => {
    const product = nodeOf(doc, 'Product');
    expect(product).toMatchObject({ name: 'Capri Boat Tour', description: 'Around the island by boat.', url: `${SITE}/tours/t1` });
    expect(product.image).toEqual([`${SITE}/images/tours/capri-1.jpg`, 'https://cdn.example/capri-2.jpg']);
    expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 120, bestRating: 5, worstRating: 1 });
    const reviews = product.review as Node[];
    expect(reviews).toHaveLength(2);
    for (const [i, review] of reviews.entries()) {
      expect(review['@type']).toBe('Review');
      expect(review.author).toEqual({ '@type': 'Person', name: REVIEWS[i]!.authorName });
      expect(review.reviewRating).toEqual({ '@type': 'Rating', ratingValue: REVIEWS[i]!.rating, bestRating: 5, worstRating: 1 });
      expect(review.reviewBody).toBe(REVIEWS[i]!.content);
    }
  });

  it("offers the 'From' price in the tour's currency per the unit the page shows", () => {
    const offer = nodeOf(doc, 'Product').offers as Node;
    expect(offer).toMatchObject({ '@type': 'Offer', price: '650.00', priceCurrency: 'EUR', url: `${SITE}/tours/t1` });
    expect(Number.isFinite(Number(offer.price))).toBe(true);
    expect(offer.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: '650.00',
      priceCurrency: 'EUR',
      unitCode: 'C62',
      unitText: 'boat',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'C62', unitText: 'boat' },
    });
    const perPerson = nodeOf(tourJsonLd(SITE, { ...TOUR, category: 'cooking-class', currency: 'GBP' }, []), 'Product').offers as Node;
    expect(perPerson.priceCurrency).toBe('GBP');
    expect(perPerson.priceSpecification).toMatchObject({ priceCurrency: 'GBP', unitCode: 'IE', unitText: 'person' });
    const sharedBoat = nodeOf(tourJsonLd(SITE, { ...TOUR, category: 'shared-boat-tour', is_private: false }, []), 'Product').offers as Node;
    expect(sharedBoat.priceSpecification).toMatchObject({ unitCode: 'IE', unitText: 'person' });
    const perDay = nodeOf(tourJsonLd(SITE, { ...TOUR, category: 'rent-scooter' }, []), 'Product').offers as Node;
    expect(perDay.priceSpecification).toMatchObject({ unitCode: 'DAY', unitText: 'day' });
  });

  it('states no rating and no reviews for a tour not reviewed yet (the Offer alone qualifies it)', () => {
    const product = nodeOf(tourJsonLd(SITE, { ...TOUR, rating: '0.0', review_count: 0 }, []), 'Product');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
    expect(product.offers).toBeDefined();
  });

  it('describes the tour as a TouristTrip: where it goes and who provides it', () => {
    const trip = nodeOf(doc, 'TouristTrip');
    expect(trip).toMatchObject({
      name: 'Capri Boat Tour',
      url: `${SITE}/tours/t1`,
      itinerary: { '@type': 'Place', name: 'Sorrento' },
      provider: { '@type': 'Organization', name: 'Blue Boats' },
      offers: { '@id': (nodeOf(doc, 'Product').offers as Node)['@id'] },
    });
  });

  it('carries the breadcrumb the page shows: Home / Tours / the tour', () => {
    expect(nodeOf(doc, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Tours', item: `${SITE}/tours` },
      { '@type': 'ListItem', position: 3, name: 'Capri Boat Tour', item: `${SITE}/tours/t1` },
    ]);
  });
});

/** The tour page's errors as the validator reports them: the graph's nodes grouped by type, as a crawler parses the script's text. */
async function richResultErrors(tour: catalog.TourDetail): Promise<string[]> {
  const jsonld: Record<string, Node[]> = {};
  for (const node of parsed(tourJsonLd(SITE, tour, REVIEWS)).nodes) (jsonld[node['@type'] as string] ??= []).push(node);
  const issues = await new Validator().validate({ jsonld });
  return issues.filter((i) => i.severity === 'ERROR').map((i) => `${i.rootType}: ${i.issueMessage}`);
}

describe("tour page JSON-LD against Google's rich-result rules", () => {
  it.each([
    ['a private boat tour (per boat)', { category: 'private-boat-tour', is_private: true }],
    ['a shared boat tour (per person)', { category: 'shared-boat-tour', is_private: false }],
    ['a scooter rental (per day)', { category: 'rent-scooter', is_private: false }],
    ['a transfer (per transfer)', { category: 'private-transfer', is_private: true }],
  ])('has no errors for %s', async (_name, facts) => {
    expect(await richResultErrors({ ...TOUR, ...facts })).toEqual([]);
  });
});

describe('article and destination JSON-LD', () => {
  const article: content.PublicArticle = {
    slug: 'capri-in-a-day',
    title: 'Capri in a Day',
    excerpt: 'A plan for one day.',
    html: '<p>Take the first ferry.</p>',
    featured_image: '/images/capri.jpg',
    featured_photo: null,
    photos: [],
    category_name: 'Travel Tips',
    created_at: '2026-05-01T08:00:00.000Z',
    updated_at: '2026-06-02T09:30:00.000Z',
    lang: 'en',
    alternates: [{ lang: 'en', slug: 'capri-in-a-day' }],
  };

  it('is an Article with headline, image, dates and its author', () => {
    const doc = articleJsonLd(SITE, article);
    const node = nodeOf(doc, 'Article');
    expect(node).toMatchObject({
      headline: 'Capri in a Day',
      description: 'A plan for one day.',
      url: `${SITE}/articles/capri-in-a-day`,
      image: `${SITE}/images/capri.jpg`,
      datePublished: '2026-05-01T08:00:00.000Z',
      dateModified: '2026-06-02T09:30:00.000Z',
    });
    const org = nodeOf(doc, 'Organization');
    expect(node.author).toEqual({ '@id': org['@id'] });
    expect(org.name).toBe('Costiera');
    expect(nodeOf(articleJsonLd(SITE, { ...article, featured_image: null }), 'Article')).not.toHaveProperty('image');
  });

  it("carries a destination page's breadcrumb: Home / Destinations / the place", () => {
    expect(nodeOf(destinationJsonLd(SITE, { id: 'amalfi-coast', name: 'Amalfi Coast' }), 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Destinations', item: `${SITE}/destinations` },
      { '@type': 'ListItem', position: 3, name: 'Amalfi Coast', item: `${SITE}/destinations/amalfi-coast` },
    ]);
  });
});

describe("JSON-LD in the page's language", () => {
  // The catalogues load before the tests run, after this block is read (testing/setup-i18n.ts).
  const italian = () => testI18n('it');

  it("states the home page's site in Italian: its address, its search and inLanguage, the organisation the same in every language", () => {
    const doc = homeJsonLd(SITE, italian());
    expect(nodeOf(doc, 'WebSite')).toMatchObject({
      '@id': `${SITE}/it/#website`,
      url: `${SITE}/it/`,
      inLanguage: 'it',
      potentialAction: { target: { urlTemplate: `${SITE}/it/tours?search={search_term_string}` } },
    });
    expect(nodeOf(doc, 'Organization')).toEqual(nodeOf(homeJsonLd(SITE), 'Organization'));
    expect(nodeOf(homeJsonLd(SITE), 'WebSite')).toMatchObject({ '@id': `${SITE}/#website`, url: `${SITE}/`, inLanguage: 'en' });
  });

  it("gives an Italian tour page's nodes the /it/ address, an Italian breadcrumb and a WebPage in Italian", () => {
    const doc = tourJsonLd(SITE, { ...TOUR, title: 'Capri in barca', lang: 'it', languages: ['en', 'it'] }, REVIEWS, italian());
    const url = `${SITE}/it/tours/t1`;
    expect(nodeOf(doc, 'Product')).toMatchObject({ '@id': `${url}#product`, url, name: 'Capri in barca', offers: { url } });
    expect(nodeOf(doc, 'TouristTrip')).toMatchObject({ url });
    const breadcrumb = nodeOf(doc, 'BreadcrumbList');
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/it/` },
      { '@type': 'ListItem', position: 2, name: 'Tour', item: `${SITE}/it/tours` },
      { '@type': 'ListItem', position: 3, name: 'Capri in barca', item: url },
    ]);
    expect(nodeOf(doc, 'WebPage')).toEqual({
      '@type': 'WebPage',
      '@id': url,
      url,
      name: 'Capri in barca',
      inLanguage: 'it',
      isPartOf: { '@id': `${SITE}/it/#website` },
      breadcrumb: { '@id': breadcrumb['@id'] },
      mainEntity: { '@id': `${url}#product` },
    });
    expect(nodeOf(tourJsonLd(SITE, TOUR, REVIEWS), 'WebPage')).toMatchObject({ url: `${SITE}/tours/t1`, inLanguage: 'en' });
  });

  it('states an Italian article at its Italian slug, in Italian', () => {
    const article: content.PublicArticle = {
      slug: 'capri-in-un-giorno',
      title: 'Capri in un giorno',
      excerpt: 'Un piano per una giornata.',
      html: '<p>Prendi il primo traghetto.</p>',
      featured_image: null,
      featured_photo: null,
      photos: [],
      category_name: null,
      created_at: '2026-05-01T08:00:00.000Z',
      updated_at: '2026-06-02T09:30:00.000Z',
      lang: 'it',
      alternates: [
        { lang: 'en', slug: 'capri-in-a-day' },
        { lang: 'it', slug: 'capri-in-un-giorno' },
      ],
    };
    expect(nodeOf(articleJsonLd(SITE, article, italian()), 'Article')).toMatchObject({ url: `${SITE}/it/articles/capri-in-un-giorno`, inLanguage: 'it', isPartOf: { '@id': `${SITE}/it/#website` } });
  });

  it("gives a destination page in Italian its Italian breadcrumb and WebPage", () => {
    const doc = destinationJsonLd(SITE, { id: 'capri', name: 'Capri' }, italian());
    expect(nodeOf(doc, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/it/` },
      { '@type': 'ListItem', position: 2, name: 'Destinazioni', item: `${SITE}/it/destinations` },
      { '@type': 'ListItem', position: 3, name: 'Capri', item: `${SITE}/it/destinations/capri` },
    ]);
    expect(nodeOf(doc, 'WebPage')).toMatchObject({ url: `${SITE}/it/destinations/capri`, inLanguage: 'it' });
  });
});
