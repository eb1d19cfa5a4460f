/** 'Top things to see and do': the eight guide cards and where each leads. */
export const GUIDES = [
  { to: '/guides/day-itinerary', title: 'One perfect day', text: 'A day on the Sorrento coast, hour by hour.' },
  { to: '/guides/getting-here', title: 'Getting here', text: 'From Naples airport, station and port.' },
  { to: '/schedules/train', title: 'Train schedule', text: 'Circumvesuviana times to Sorrento.' },
  { to: '/schedules/bus', title: 'Bus schedule', text: 'SITA buses along the Amalfi Coast.' },
  { to: '/tours?destination=capri', title: 'Visit Capri', text: 'Boat tours and excursions to the island.' },
  { to: '/experiences', title: 'Experiences', text: 'Cooking classes, excursions and more.' },
  { to: '/info', title: 'Travel info', text: 'Seasons, money, safety and tips.' },
  { to: '/schedules/ferry', title: 'Ferry schedule', text: 'Boats to Capri, Positano and Amalfi.' },
] as const;

/** The home page's tour sections, in order, with their headings. */
export const HOME_SECTIONS = [
  { category: 'private-boat-tour', title: 'Private Boat Tours' },
  { category: 'shared-boat-tour', title: 'Shared Boat Tours' },
  { category: 'private-shore-excursion', title: 'Private Shore Excursions' },
  { category: 'cooking-class', title: 'Cooking Classes' },
  { category: 'private-transfer', title: 'Private Transfers' },
  { category: 'rent-scooter', title: 'Scooter Rentals' },
] as const;

/** SPEC section 9: at most four tours per category on home. */
export const TOURS_PER_SECTION = 4;
