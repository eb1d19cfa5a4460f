import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** The words of the audit trail as the Activity page and each item's history show it. */
export const activityMessages = defineMessages({
  history: { id: 'activity.history', defaultMessage: 'History' },
  noHistory: { id: 'activity.noHistory', defaultMessage: 'Nothing recorded yet' },
  historyFailed: { id: 'activity.historyFailed', defaultMessage: 'Could not load the history: {error}' },
  noChanges: { id: 'activity.noChanges', defaultMessage: 'No field changed' },
  empty: { id: 'activity.empty', defaultMessage: '(empty)' },
  changedTo: { id: 'activity.changedTo', defaultMessage: '{field}: {before} → {after}' },
  byFrom: { id: 'activity.byFrom', defaultMessage: 'by {actor} from {address}' },
  by: { id: 'activity.by', defaultMessage: 'by {actor}' },
  actor: { id: 'activity.actor', defaultMessage: '{name, select, system {The system} provider {The provider} traveller {The traveller} other {{name}}}' },
});

/** Each kind of item the trail names (contracts: audit.AUDIT_KINDS). */
export const activityKindMessages = defineMessages({
  'tour': { id: 'activity.kind.tour', defaultMessage: 'Tour' },
  'tour-translation': { id: 'activity.kind.tour-translation', defaultMessage: 'Tour translation' },
  'tour-calendar': { id: 'activity.kind.tour-calendar', defaultMessage: 'Tour calendar' },
  'provider': { id: 'activity.kind.provider', defaultMessage: 'Provider' },
  'category': { id: 'activity.kind.category', defaultMessage: 'Category' },
  'category-translation': { id: 'activity.kind.category-translation', defaultMessage: 'Category translation' },
  'article': { id: 'activity.kind.article', defaultMessage: 'Article' },
  'article-translation': { id: 'activity.kind.article-translation', defaultMessage: 'Article translation' },
  'page': { id: 'activity.kind.page', defaultMessage: 'Page' },
  'page-translation': { id: 'activity.kind.page-translation', defaultMessage: 'Page translation' },
  'booking-request': { id: 'activity.kind.booking-request', defaultMessage: 'Booking request' },
  'weather-closure': { id: 'activity.kind.weather-closure', defaultMessage: 'Weather closure' },
  'photo': { id: 'activity.kind.photo', defaultMessage: 'Photo' },
  'user': { id: 'activity.kind.user', defaultMessage: 'User' },
});

/** Each action the trail names (contracts: audit.AUDIT_ACTIONS). */
export const activityActionMessages = defineMessages({
  'create': { id: 'activity.action.create', defaultMessage: 'Created' },
  'update': { id: 'activity.action.update', defaultMessage: 'Updated' },
  'delete': { id: 'activity.action.delete', defaultMessage: 'Deleted' },
  'confirm': { id: 'activity.action.confirm', defaultMessage: 'Translation confirmed' },
  'status-change': { id: 'activity.action.status-change', defaultMessage: 'Status changed' },
  'close-date': { id: 'activity.action.close-date', defaultMessage: 'Day closed' },
  'reopen-date': { id: 'activity.action.reopen-date', defaultMessage: 'Day reopened' },
  'rotate-link': { id: 'activity.action.rotate-link', defaultMessage: 'Calendar link renewed' },
  'sign-in': { id: 'activity.action.sign-in', defaultMessage: 'Signed in' },
  'sign-in-failed': { id: 'activity.action.sign-in-failed', defaultMessage: 'Sign-in failed' },
  'sign-out': { id: 'activity.action.sign-out', defaultMessage: 'Signed out' },
  'erase': { id: 'activity.action.erase', defaultMessage: 'Personal data erased' },
  'erase-on-request': { id: 'activity.action.erase-on-request', defaultMessage: "Personal data erased at the traveller's request" },
  'upload': { id: 'activity.action.upload', defaultMessage: 'Uploaded' },
  'decided': { id: 'activity.action.decided', defaultMessage: 'Decided' },
  'date-proposed': { id: 'activity.action.date-proposed', defaultMessage: 'Date proposed' },
});

/** A kind's or an action's name in the admin's language; one the back office does not know yet shows as the trail wrote it. */
export function labelOf(intl: IntlShape, messages: Record<string, MessageDescriptor>, value: string): string {
  const descriptor = messages[value];
  return descriptor ? intl.formatMessage(descriptor) : value;
}
