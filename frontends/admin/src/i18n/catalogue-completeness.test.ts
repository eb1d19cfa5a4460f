import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageDescriptor } from 'react-intl';
import italian from './it';
import { crumbMessages, layoutMessages } from '../features/layout/messages';
import { authMessages } from '../features/auth/messages';
import { sharedMessages, weatherMessages } from '../shared/messages';
import { dashboardMessages, durationMessages } from '../features/dashboard/messages';
import { searchMessages, sectionMessages } from '../features/search/messages';
import { detailsMessages, listMessages, statusMessages, timelineMessages } from '../features/booking-requests/messages';
import { calendarLinkMessages, providerFormMessages, providersMessages } from '../features/providers/messages';
import { tourMessages } from '../features/tours/messages';
import { categoryMessages } from '../features/categories/messages';
import { articleMessages } from '../features/articles/messages';
import { pageMessages } from '../features/pages/messages';
import { contentMessages } from '../shared/content-messages';
import { photoMessages } from '../shared/photos/messages';
import { activityActionMessages, activityKindMessages, activityMessages } from '../shared/activity-messages';
import { activityPageMessages } from '../features/activity/messages';

/** Every area's messages (one entry per `defineMessages` group): a new area's `messages.ts` is added here, and its Italian file to it.ts. */
const AREAS: Record<string, Record<string, MessageDescriptor>> = {
  layout: layoutMessages,
  'layout crumbs': crumbMessages,
  auth: authMessages,
  shared: sharedMessages,
  'shared weather': weatherMessages,
  dashboard: dashboardMessages,
  'dashboard durations': durationMessages,
  search: searchMessages,
  'search sections': sectionMessages,
  'booking requests list': listMessages,
  'booking requests statuses': statusMessages,
  'booking requests details': detailsMessages,
  'booking requests timeline': timelineMessages,
  providers: providersMessages,
  'provider form': providerFormMessages,
  'provider calendar link': calendarLinkMessages,
  tours: tourMessages,
  categories: categoryMessages,
  articles: articleMessages,
  pages: pageMessages,
  content: contentMessages,
  photos: photoMessages,
  activity: activityMessages,
  'activity kinds': activityKindMessages,
  'activity actions': activityActionMessages,
  'activity page': activityPageMessages,
};

/** The argument names a message uses, with their kinds (a translation must use the same). */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      found.add(`${el.value}:${el.type}`);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const descriptors = Object.entries(AREAS).flatMap(([area, messages]) => Object.values(messages).map((d) => ({ area, id: String(d.id), english: String(d.defaultMessage) })));

describe('the back office in Italian', () => {
  it('has no message id twice', () => {
    const ids = descriptors.map((d) => d.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(descriptors)('translates $id with the same arguments', ({ id, english }) => {
    expect(italian[id]).toEqual(expect.any(String));
    expect(argumentsOf(italian[id]!)).toEqual(argumentsOf(english));
  });

  it('has no translation left over from a message that is gone', () => {
    const known = new Set(descriptors.map((d) => d.id));
    expect(Object.keys(italian).filter((id) => !known.has(id))).toEqual([]);
  });
});
