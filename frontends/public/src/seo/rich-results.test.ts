/**
 * The tour page's JSON-LD checked by a real validator of Google's rich-result rules
 * (@adobe/structured-data-validator, which encodes Google's required and recommended
 * properties per type), offline: no schema.org vocabulary is fetched.
 */
import Validator from '@adobe/structured-data-validator';
import type { catalog } from '@costiera/contracts';
import { jsonForScript } from './JsonLd';
import { tourJsonLd } from './tour';

type Node = Record<string, unknown>;

const TOUR: catalog.TourDetail = {
  id: 't1',
  title: 'Capri Boat Tour',
  category: 'private-boat-tour',
  category_name: 'Private Boat Tour',
  rating: '4.8',
  review_count: 2,
  images: ['/images/tours/capri-1.jpg'],
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
};
const REVIEWS: catalog.Review[] = [
  { id: 'r1', title: 'Unforgettable', rating: 5, date: 'June 2025', content: 'The grottoes!', authorInitials: 'AB', authorName: 'Anna B.' },
  { id: 'r2', title: 'Good', rating: 4, date: 'May 2025', content: 'A bit windy.', authorInitials: 'CD', authorName: 'Carlo D.' },
];

/** The page's graph as the validator reads a page: top-level nodes grouped by type, as a crawler parses the script's text. */
async function richResultErrors(tour: catalog.TourDetail): Promise<string[]> {
  const graph = (JSON.parse(jsonForScript(tourJsonLd('https://costiera.example', tour, REVIEWS))) as { '@graph': Node[] })['@graph'];
  const jsonld: Record<string, Node[]> = {};
  for (const node of graph) (jsonld[node['@type'] as string] ??= []).push(node);
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
