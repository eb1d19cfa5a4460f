import type { CategoryFacts } from '../../modules/content';

/** Tour categories (the six public ones), and the article and page categories of the demo site. */
export const DEMO_CATEGORIES: CategoryFacts[] = [
  { type: 'tour', slug: 'private-boat-tour', name: 'Private Boat Tour', description: 'A boat and skipper for your group alone: your route, your pace, your swim stops.' },
  { type: 'tour', slug: 'shared-boat-tour', name: 'Shared Boat Tour', description: 'Small-group boat days and sunset cruises, shared with a few other travellers.' },
  { type: 'tour', slug: 'private-shore-excursion', name: 'Private Shore Excursion', description: 'Private guided days ashore: the Amalfi Coast drive, Pompeii, Capri and Naples.' },
  { type: 'tour', slug: 'cooking-class', name: 'Cooking Class', description: 'Hands-on classes with local cooks: pasta, pizza, limoncello and lunch with a view.' },
  { type: 'tour', slug: 'private-transfer', name: 'Private Transfer', description: 'Door-to-door drivers between airports, ports, stations and hotels.' },
  { type: 'tour', slug: 'rent-scooter', name: 'Scooter Rental', description: 'Vespas and scooters by the day, with helmets and local tips.' },
  { type: 'article', slug: 'travel-tips', name: 'Travel Tips', description: 'Practical advice for planning a stay on the coast.' },
  { type: 'article', slug: 'food-and-wine', name: 'Food & Wine', description: 'What to eat and drink, and where.' },
  { type: 'article', slug: 'destinations', name: 'Destinations', description: 'Towns and islands worth a day of your trip.' },
  { type: 'page', slug: 'guides', name: 'Guides', description: 'Itineraries and how to get here.' },
  { type: 'page', slug: 'schedules', name: 'Schedules', description: 'Trains, buses and ferries.' },
  { type: 'page', slug: 'information', name: 'Information', description: 'Practical information, contact and legal pages.' },
];
