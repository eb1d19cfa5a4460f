import * as t from 'io-ts';
import { text } from '../codecs';
import { route } from '../http';

/** A provider's private calendar feed address, shown once when it is made. */
export const ProviderCalendarLink = t.type(
  {
    provider_id: t.string,
    /** The iCalendar feed (subscribe to it in a phone's calendar): its token is secret, stored only as a hash. */
    url: t.string,
  },
  'ProviderCalendarLink',
);
export type ProviderCalendarLink = t.TypeOf<typeof ProviderCalendarLink>;

/**
 * Staff make a provider a new calendar link: the previous one stops working at once (a lost
 * phone, a former employee). The answer is the only time the new address is shown; the
 * provider's next email carries it too.
 */
export const rotateProviderCalendarLink = route({
  name: 'bookings.admin.rotate-provider-calendar-link',
  method: 'POST',
  path: '/api/admin/providers/:id/calendar-link',
  access: 'admin',
  params: t.type({ id: text('Provider id', 100) }),
  response: ProviderCalendarLink,
});
