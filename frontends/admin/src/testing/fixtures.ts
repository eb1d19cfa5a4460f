import type { bookings, catalog, content, media } from '@costiera/contracts';

/** Back-office records as the API answers them; each test overrides what it is about. */
const CREATED = '2026-11-01T10:00:00.000Z';

export function aTour(over: Partial<catalog.AdminTour> = {}): catalog.AdminTour {
  return {
    id: 'tour-1',
    title: 'Capri by private boat',
    description: 'A day around the island.',
    short_description: 'Blue Grotto and Faraglioni',
    category_id: 'cat-boat',
    category: 'private-boat-tour',
    category_name: 'Private boat tour',
    location: 'Sorrento',
    duration: 'Full day',
    max_passengers: 8,
    price_from: '950.00',
    currency: 'EUR',
    rating: '4.9',
    review_count: 120,
    images: [],
    included: [],
    not_included: [],
    meeting_point: 'Marina Piccola',
    provider_id: 'sorrento-boats',
    provider_name: 'Sorrento Boats',
    provider_contact: true,
    provider_rating: '4.8',
    is_private: true,
    free_cancellation: true,
    additional_info: null,
    created_at: CREATED,
    updated_at: CREATED,
    translations: { it: 'missing' },
    ...over,
  };
}

export function aProvider(over: Partial<catalog.AdminProvider> = {}): catalog.AdminProvider {
  return {
    id: 'PRV-CBC-01',
    name: 'Capri Blue Charters',
    booking_emails: ['bookings@capriblue.example.com', 'skipper@capriblue.example.com'],
    phone: '+39 081 837 0001',
    languages: ['Italian', 'English'],
    active: true,
    tour_count: 2,
    created_at: CREATED,
    updated_at: CREATED,
    ...over,
  };
}

export function anArticle(over: Partial<content.AdminArticle> = {}): content.AdminArticle {
  return {
    id: 'article-1',
    title: 'Limoncello guide',
    slug: 'limoncello-guide',
    content: 'Made from lemons.',
    excerpt: 'Where the lemons come from',
    category_id: 'cat-guides',
    category_name: 'Guides',
    featured_image: null,
    published: true,
    created_at: CREATED,
    updated_at: CREATED,
    translations: { it: 'missing' },
    translations_published: { it: false },
    ...over,
  };
}

export function aPage(over: Partial<content.AdminPage> = {}): content.AdminPage {
  return {
    id: 'page-1',
    title: 'Ferry times',
    slug: 'ferry-times',
    content: 'Ferries leave every hour.',
    category_id: 'cat-schedules',
    category_name: 'Schedules',
    meta_description: 'Ferries between Sorrento and Capri',
    published: true,
    created_at: CREATED,
    updated_at: CREATED,
    translations: { it: 'missing' },
    translations_published: { it: false },
    ...over,
  };
}

export function aCategory(over: Partial<content.Category> = {}): content.Category {
  return { id: 'cat-boat', name: 'Private boat tour', slug: 'private-boat-tour', type: 'tour', description: null, usage: 0, created_at: CREATED, translations: { it: 'missing' }, ...over };
}

export function aBookingRequest(over: Partial<bookings.AdminBookingRequest> = {}): bookings.AdminBookingRequest {
  return {
    id: 'request-1',
    reference: 'CST-7F3KR9R',
    tour_id: 'tour-1',
    customer_name: 'Giulia Rossi',
    customer_email: 'giulia@example.com',
    customer_phone: null,
    date: '2027-06-15',
    people: 2,
    message: null,
    status: 'pending',
    decided_by: null,
    decided_by_username: null,
    created_at: CREATED,
    language: 'en',
    personal_data_erased_at: null,
    tour: {
      id: 'tour-1',
      title: 'Capri by private boat',
      location: 'Sorrento',
      duration: 'Full day',
      price_from: '950.00',
      currency: 'EUR',
      max_passengers: 8,
      provider_name: 'Sorrento Boats',
      provider_emails: ['bookings@sorrentoboats.example.com', 'skipper@sorrentoboats.example.com'],
    },
    ...over,
  };
}

/** `n` items made by `make`, numbered from `from`. */
export function many<T>(n: number, make: (i: number) => T, from = 1): T[] {
  return Array.from({ length: n }, (_, i) => make(i + from));
}

export function aTourCalendar(over: Partial<bookings.TourCalendar> = {}): bookings.TourCalendar {
  return { tour_id: 'tour-1', seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: null, cutoff_hours: null, departures: [], closed_dates: [], ...over };
}

/** An uploaded photo: `n` makes its content-hash id (64 hex digits), and its address from it. */
export function aPhoto(n: number, over: Partial<media.Photo> = {}): media.Photo {
  const id = n.toString(16).padStart(64, '0');
  return { id, url: `/media/photos/${id}`, format: 'jpeg', width: 1600, height: 1200, bytes: 250_000, alt: {}, variants: null, created_at: CREATED, ...over };
}
