import type { MessageId } from '../../i18n/catalogue';

/** 'Top things to see and do': the eight guide cards and where each leads (their words are catalogue ids). */
export const GUIDES: ReadonlyArray<{ to: string; title: MessageId; text: MessageId }> = [
  { to: '/guides/day-itinerary', title: 'home.guide.dayItinerary.title', text: 'home.guide.dayItinerary.text' },
  { to: '/guides/getting-here', title: 'home.guide.gettingHere.title', text: 'home.guide.gettingHere.text' },
  { to: '/schedules/train', title: 'home.guide.train.title', text: 'home.guide.train.text' },
  { to: '/schedules/bus', title: 'home.guide.bus.title', text: 'home.guide.bus.text' },
  { to: '/tours?destination=capri', title: 'home.guide.capri.title', text: 'home.guide.capri.text' },
  { to: '/experiences', title: 'home.guide.experiences.title', text: 'home.guide.experiences.text' },
  { to: '/info', title: 'home.guide.info.title', text: 'home.guide.info.text' },
  { to: '/schedules/ferry', title: 'home.guide.ferry.title', text: 'home.guide.ferry.text' },
];

/** The home page's tour sections, in order, with their headings. */
export const HOME_SECTIONS: ReadonlyArray<{ category: string; title: MessageId }> = [
  { category: 'private-boat-tour', title: 'home.section.privateBoatTour' },
  { category: 'shared-boat-tour', title: 'home.section.sharedBoatTour' },
  { category: 'private-shore-excursion', title: 'home.section.privateShoreExcursion' },
  { category: 'cooking-class', title: 'home.section.cookingClass' },
  { category: 'private-transfer', title: 'home.section.privateTransfer' },
  { category: 'rent-scooter', title: 'home.section.rentScooter' },
];

/** SPEC section 9: at most four tours per category on home. */
export const TOURS_PER_SECTION = 4;
