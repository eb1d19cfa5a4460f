import { waitFor } from '@testing-library/react';
import { ArticlePage } from '../features/content/ArticlePage';
import { DestinationPage } from '../features/destinations/DestinationPage';
import { HomePage } from '../features/home/HomePage';
import { TourDetailPage } from '../features/tour-detail/TourDetailPage';
import { mockApi, renderPage, tourListItem } from '../testing/render-page';

/** The types of the page's one JSON-LD document, once the page has its data. */
async function jsonLdTypes(): Promise<string[]> {
  let scripts: Element[] = [];
  await waitFor(() => {
    scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(1);
  });
  const doc = JSON.parse(scripts[0]!.textContent!) as { '@context': string; '@graph': Array<{ '@type': string }> };
  expect(doc['@context']).toBe('https://schema.org');
  return doc['@graph'].map((n) => n['@type']);
}

const tour = {
  id: 't1', title: 'Capri Boat Tour', category: 'private-boat-tour', category_name: 'Private Boat Tour', rating: '4.8', review_count: 2, images: ['/a.jpg'],
  description: 'Around the island.', short_description: 'Around the island by boat.', included: [], not_included: [], additional_info: null,
  meeting_point: 'Marina Piccola', location: 'Sorrento', duration: '8 hours', is_private: true, free_cancellation: true, provider_name: 'Blue Boats',
  provider_rating: '4.9', price_from: '650.00', currency: 'EUR', max_passengers: 6,
  lang: 'en', languages: ['en'], category_lang: 'en', photos: [],
};
const reviews = [1, 2, 3, 4, 5].map((i) => ({ id: `r${i}`, title: `Review ${i}`, rating: 5, date: 'June 2025', content: 'Lovely', authorInitials: 'AB', authorName: `Guest ${i}` }));

describe('each page states its structured data once', () => {
  it('home: Organization and WebSite', async () => {
    mockApi({ '/api/tours': { body: [tourListItem()] } });
    renderPage(<HomePage />);
    expect(await jsonLdTypes()).toEqual(['Organization', 'WebSite']);
  });

  it('tour: Product, TouristTrip, BreadcrumbList and the WebPage, with the four reviews the page shows', async () => {
    mockApi({ '/api/tours/t1': { body: tour }, '/api/tours/t1/reviews': { body: reviews } });
    renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
    expect(await jsonLdTypes()).toEqual(['Product', 'TouristTrip', 'BreadcrumbList', 'WebPage']);
    await waitFor(() => {
      const product = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'][0];
      expect(product.review.map((r: { author: { name: string } }) => r.author.name)).toEqual(['Guest 1', 'Guest 2', 'Guest 3', 'Guest 4']);
    });
  });

  it('article: Article (with its publisher)', async () => {
    mockApi({
      '/api/articles/capri': {
        body: { slug: 'capri', title: 'Capri', excerpt: 'One day', html: '<p>x</p>', featured_image: null, category_name: null, created_at: '2026-05-01T08:00:00.000Z', updated_at: '2026-05-01T08:00:00.000Z', lang: 'en', alternates: [{ lang: 'en', slug: 'capri' }], featured_photo: null, photos: [] },
      },
    });
    renderPage(<ArticlePage />, { url: '/articles/capri', path: '/articles/:slug' });
    expect(await jsonLdTypes()).toEqual(['Article', 'Organization']);
  });

  it('destination: BreadcrumbList and the WebPage', async () => {
    mockApi({ '/api/tours': { body: [] } });
    renderPage(<DestinationPage />, { url: '/destinations/capri', path: '/destinations/:id' });
    expect(await jsonLdTypes()).toEqual(['BreadcrumbList', 'WebPage']);
  });
});
