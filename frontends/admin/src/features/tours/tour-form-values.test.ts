import { isRight } from 'fp-ts/Either';
import { catalog } from '@costiera/contracts';
import { NEW_TOUR_VALUES, fromAdminTour, toTourBody, type TourFormValues } from './tour-form-values';

const filled: TourFormValues = {
  ...NEW_TOUR_VALUES,
  title: '  Capri by private boat ',
  shortDescription: 'Blue Grotto and the Faraglioni',
  description: 'A full day around the island.',
  location: 'Sorrento',
  duration: 'Full day',
  maxPassengers: 8,
  meetingPoint: 'Marina Piccola',
  categoryId: 'cat-1',
  priceFrom: '950.5',
  providerName: 'Capri Boats',
  providerId: 'capri-boats',
  images: ['https://img.example/1.jpg', '  '],
  included: [' Skipper ', '', 'Fuel'],
  notIncluded: ['Lunch'],
  isPrivate: true,
};

describe('tour form to the snake_case body', () => {
  it('renames every field to snake_case and trims the texts', () => {
    const body = toTourBody(filled);
    expect(body).toMatchObject({
      title: 'Capri by private boat',
      short_description: 'Blue Grotto and the Faraglioni',
      max_passengers: 8,
      meeting_point: 'Marina Piccola',
      category_id: 'cat-1',
      provider_name: 'Capri Boats',
      provider_id: 'capri-boats',
      is_private: true,
      free_cancellation: false,
      currency: 'EUR',
    });
    expect(Object.keys(body).every((key) => key === key.toLowerCase())).toBe(true);
  });

  it('sends the price as a decimal string with two decimals and the provider rating with one', () => {
    const body = toTourBody({ ...filled, providerRating: '4' });
    expect(body.price_from).toBe('950.50');
    expect(body.provider_rating).toBe('4.0');
  });

  it('adds the images, included and not-included lists without blank items', () => {
    const body = toTourBody(filled);
    expect(body.images).toEqual(['https://img.example/1.jpg']);
    expect(body.included).toEqual(['Skipper', 'Fuel']);
    expect(body.not_included).toEqual(['Lunch']);
  });

  it('turns an unparseable max passengers into 1', () => {
    expect(toTourBody({ ...filled, maxPassengers: 'lots' }).max_passengers).toBe(1);
  });

  it('never sends the rating or the review count: the server computes them from the reviews', () => {
    const body = toTourBody({ ...filled, rating: '4.9', reviewCount: 389 });
    expect(body).not.toHaveProperty('rating');
    expect(body).not.toHaveProperty('review_count');
  });

  it('never sends id, timestamps or the category name', () => {
    const body = toTourBody(filled) as Record<string, unknown>;
    for (const key of ['id', 'created_at', 'updated_at', 'category', 'category_name']) expect(body).not.toHaveProperty(key);
  });

  it('produces a body the TourBody contract accepts', () => {
    expect(isRight(catalog.TourBody.decode(toTourBody(filled)))).toBe(true);
  });

  it('reads an existing tour back into the same form values', () => {
    const tour: catalog.AdminTour = {
      id: 't1',
      title: 'Pompeii',
      description: 'Ruins',
      short_description: 'Half day',
      category_id: 'c2',
      category: 'private-shore-excursion',
      category_name: 'Private shore excursion',
      location: 'Pompeii',
      duration: '4 hours',
      max_passengers: 6,
      price_from: '120.00',
      currency: 'EUR',
      rating: '4.9',
      review_count: 31,
      images: [],
      included: ['Guide'],
      not_included: [],
      meeting_point: 'Port',
      provider_id: 'p1',
      provider_name: 'Guides',
      provider_contact: false,
      provider_rating: '4.7',
      is_private: true,
      free_cancellation: true,
      additional_info: null,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      translations: { it: 'missing' },
    };
    const body = toTourBody(fromAdminTour(tour));
    expect(body).toMatchObject({ title: 'Pompeii', price_from: '120.00', included: ['Guide'], additional_info: '' });
  });
});
