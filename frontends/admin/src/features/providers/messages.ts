import { defineMessages } from 'react-intl';

export const providersMessages = defineMessages({
  description: { id: 'providers.description', defaultMessage: 'Who runs the tours, and where their booking requests go' },
  search: { id: 'providers.search', defaultMessage: 'Search providers' },
  searchPlaceholder: { id: 'providers.searchPlaceholder', defaultMessage: 'Search by name, id or email...' },
  provider: { id: 'providers.provider', defaultMessage: 'Provider' },
  bookingEmails: { id: 'providers.bookingEmails', defaultMessage: 'Booking emails' },
  phone: { id: 'providers.phone', defaultMessage: 'Phone' },
  languages: { id: 'providers.languages', defaultMessage: 'Languages' },
  tours: { id: 'providers.tours', defaultMessage: 'Tours' },
  status: { id: 'providers.status', defaultMessage: 'Status' },
  updated: { id: 'providers.updated', defaultMessage: 'Updated' },
  active: { id: 'providers.active', defaultMessage: 'Active' },
  inactive: { id: 'providers.inactive', defaultMessage: 'Inactive' },
});

export const providerFormMessages = defineMessages({
  editTitle: { id: 'providers.form.editTitle', defaultMessage: 'Edit Provider' },
  newTitle: { id: 'providers.form.newTitle', defaultMessage: 'New Provider' },
  back: { id: 'providers.form.back', defaultMessage: 'Back to Providers' },
  loadFailed: { id: 'providers.form.loadFailed', defaultMessage: 'Could not load the provider' },
  created: { id: 'providers.form.created', defaultMessage: 'Provider created' },
  createdText: { id: 'providers.form.createdText', defaultMessage: 'Provider has been successfully created.' },
  updated: { id: 'providers.form.updated', defaultMessage: 'Provider updated' },
  updatedText: { id: 'providers.form.updatedText', defaultMessage: 'Provider has been successfully updated.' },
  creationFailed: { id: 'providers.form.creationFailed', defaultMessage: 'Creation failed' },
  updateFailed: { id: 'providers.form.updateFailed', defaultMessage: 'Update failed' },
  id: { id: 'providers.form.id', defaultMessage: 'Provider id' },
  idHelpNew: { id: 'providers.form.idHelpNew', defaultMessage: 'The id tours name as their provider id, e.g. PRV-CBC-01. It cannot change later.' },
  idHelp: { id: 'providers.form.idHelp', defaultMessage: 'Tours name this id; it cannot change.' },
  name: { id: 'providers.form.name', defaultMessage: 'Name' },
  emailsHelp: { id: 'providers.form.emailsHelp', defaultMessage: "One address a line: every booking request for the provider's tours goes to all of them." },
  emailsRequired: { id: 'providers.form.emailsRequired', defaultMessage: 'Booking emails needs at least one email address' },
  emailInvalid: { id: 'providers.form.emailInvalid', defaultMessage: '"{address}" is not a valid email address' },
  languagesHelp: { id: 'providers.form.languagesHelp', defaultMessage: 'Separated by commas: Italian, English' },
  inactiveNote: { id: 'providers.form.inactiveNote', defaultMessage: "Requests for an inactive provider's tours go to the bookings inbox." },
  saving: { id: 'providers.form.saving', defaultMessage: 'Saving...' },
  create: { id: 'providers.form.create', defaultMessage: 'Create Provider' },
  update: { id: 'providers.form.update', defaultMessage: 'Update Provider' },
});

/** The provider's private calendar feed. */
export const calendarLinkMessages = defineMessages({
  title: { id: 'providers.calendar.title', defaultMessage: 'Calendar feed' },
  about: {
    id: 'providers.calendar.about',
    defaultMessage: "Every request for the provider's tours, for their phone's calendar. Each email to the provider links it. A new link stops the old one at once.",
  },
  failed: { id: 'providers.calendar.failed', defaultMessage: 'Could not make a new calendar link' },
  made: { id: 'providers.calendar.made', defaultMessage: 'New calendar link' },
  shownOnce: { id: 'providers.calendar.shownOnce', defaultMessage: 'It is shown only now: send it to the provider.' },
  ask: { id: 'providers.calendar.ask', defaultMessage: 'Make a new calendar link?' },
  askWhy: { id: 'providers.calendar.askWhy', defaultMessage: "The provider's current link stops working." },
  confirm: { id: 'providers.calendar.confirm', defaultMessage: 'Make new link' },
  button: { id: 'providers.calendar.button', defaultMessage: 'New calendar link' },
});
