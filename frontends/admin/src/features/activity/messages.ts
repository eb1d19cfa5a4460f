import { defineMessages } from 'react-intl';

export const activityPageMessages = defineMessages({
  title: { id: 'activityPage.title', defaultMessage: 'Activity' },
  description: { id: 'activityPage.description', defaultMessage: 'Who changed what and when: every change in the back office, sign-ins, and the decisions of providers and travellers' },
  person: { id: 'activityPage.person', defaultMessage: 'Person' },
  anyPerson: { id: 'activityPage.anyPerson', defaultMessage: 'Anyone' },
  kind: { id: 'activityPage.kind', defaultMessage: 'Kind of item' },
  anyKind: { id: 'activityPage.anyKind', defaultMessage: 'Any item' },
  action: { id: 'activityPage.action', defaultMessage: 'Action' },
  anyAction: { id: 'activityPage.anyAction', defaultMessage: 'Any action' },
  dates: { id: 'activityPage.dates', defaultMessage: 'Dates' },
  from: { id: 'activityPage.from', defaultMessage: 'From' },
  to: { id: 'activityPage.to', defaultMessage: 'To' },
  when: { id: 'activityPage.when', defaultMessage: 'When' },
  who: { id: 'activityPage.who', defaultMessage: 'Who' },
  address: { id: 'activityPage.address', defaultMessage: 'Address' },
  item: { id: 'activityPage.item', defaultMessage: 'Item' },
  empty: { id: 'activityPage.empty', defaultMessage: 'No activity matches these filters' },
  loadFailed: { id: 'activityPage.loadFailed', defaultMessage: 'Could not load the activity: {error}' },
});
