/**
 * A few booking requests so the dashboard and the admin list show a working business, dated
 * relative to the day the seed runs: pending ones in the coming weeks, decided ones around today.
 * Two days are sold out by confirmed groups (demo/calendars.ts gives those tours their capacity);
 * pending requests are for tours that run all year, so none waits on a day its tour is closed.
 */
export interface DemoBookingRequest {
  readonly key: string;
  readonly tourKey: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string | null;
  /** The requested date, in days after the seed's day on the venue's calendar (negative: past). */
  readonly daysFromToday: number;
  readonly people: number;
  readonly message: string | null;
  readonly status: 'pending' | 'confirmed' | 'cancelled';
  /** The start time, for a tour with several. */
  readonly time?: string;
}

export const DEMO_BOOKING_REQUESTS: DemoBookingRequest[] = [
  { key: 'br-01', tourKey: 'capri-private-boat-from-sorrento', customerName: 'Laura Bennett', customerEmail: 'laura.bennett@example.com', customerPhone: '+44 7700 900123', daysFromToday: -12, people: 4, message: 'It is our anniversary: could we stop for lunch at Da Luigi?', status: 'confirmed' },
  { key: 'br-02', tourKey: 'sorrento-farmhouse-cooking', customerName: 'Kenji Watanabe', customerEmail: 'kenji.w@example.com', customerPhone: null, daysFromToday: 9, people: 2, message: 'One of us is vegetarian.', status: 'pending' },
  { key: 'br-03', tourKey: 'naples-airport-sorrento-transfer', customerName: 'Maria Fernández', customerEmail: 'maria.fernandez@example.com', customerPhone: '+34 600 000 111', daysFromToday: 5, people: 5, message: 'Flight IB 3112 lands at 14:05. Two large suitcases and a stroller.', status: 'confirmed' },
  { key: 'br-04', tourKey: 'pompeii-ruins-guided', customerName: 'Tom Adler', customerEmail: 'tom.adler@example.com', customerPhone: null, daysFromToday: 16, people: 3, message: null, status: 'pending' },
  { key: 'br-05', tourKey: 'positano-scooter-rental', customerName: 'Chloé Martin', customerEmail: 'chloe.martin@example.com', customerPhone: '+33 6 00 00 00 00', daysFromToday: -4, people: 2, message: 'Can you deliver to Hotel Marincanto?', status: 'cancelled' },
  { key: 'br-06', tourKey: 'capri-private-boat-from-sorrento', customerName: 'David Cohen', customerEmail: 'dcohen@example.com', customerPhone: null, daysFromToday: 23, people: 6, message: 'Family with two teenagers.', status: 'pending' },
  { key: 'br-07', tourKey: 'amalfi-coast-drive-private', customerName: 'Priya Shah', customerEmail: 'priya.shah@example.com', customerPhone: '+1 415 555 0137', daysFromToday: 12, people: 4, message: 'We are on the Celebrity Apex, all aboard at 17:30.', status: 'confirmed' },
  { key: 'br-08', tourKey: 'naples-pizza-masterclass', customerName: 'Lukas Schmidt', customerEmail: 'lukas.schmidt@example.com', customerPhone: null, daysFromToday: 30, people: 2, message: null, status: 'pending' },
  { key: 'br-09', tourKey: 'sorrento-sunset-private-cruise', customerName: 'Giorgia Esposito', customerEmail: 'giorgia.esposito@example.com', customerPhone: '+39 333 000 0000', daysFromToday: 37, people: 2, message: 'Surprise for my boyfriend, please keep it quiet!', status: 'pending' },
  { key: 'br-10', tourKey: 'positano-terrace-pasta-tiramisu', customerName: 'Emily Clarke', customerEmail: 'emily.clarke@example.com', customerPhone: null, daysFromToday: 44, people: 3, message: 'Is the class suitable for a 10 year old?', status: 'pending' },
  // Sold out: the tasting in six days (12 seats), and both classes at the farm in eleven days (12 seats each).
  { key: 'br-11', tourKey: 'limoncello-mozzarella-tasting', customerName: 'Sophie Turner', customerEmail: 'sophie.turner@example.com', customerPhone: '+44 7700 900456', daysFromToday: 6, people: 8, message: 'A hen party from Manchester: lots of limoncello, please!', status: 'confirmed' },
  { key: 'br-12', tourKey: 'limoncello-mozzarella-tasting', customerName: 'Jan de Vries', customerEmail: 'jan.devries@example.com', customerPhone: null, daysFromToday: 6, people: 4, message: null, status: 'confirmed' },
  { key: 'br-13', tourKey: 'sorrento-farmhouse-cooking', customerName: 'Anna Kowalski', customerEmail: 'anna.kowalski@example.com', customerPhone: '+48 600 000 000', daysFromToday: 11, people: 12, message: 'A family reunion: three generations, the youngest is 8.', status: 'confirmed', time: '10:00' },
  { key: 'br-14', tourKey: 'sorrento-farmhouse-cooking', customerName: 'Michael Brown', customerEmail: 'michael.brown@example.com', customerPhone: null, daysFromToday: 11, people: 8, message: 'Our company outing.', status: 'confirmed', time: '17:00' },
  { key: 'br-15', tourKey: 'sorrento-farmhouse-cooking', customerName: 'Elena Rossi', customerEmail: 'elena.rossi@example.com', customerPhone: null, daysFromToday: 11, people: 4, message: null, status: 'confirmed', time: '17:00' },
];
