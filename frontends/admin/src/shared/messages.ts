import { defineMessages } from 'react-intl';

/**
 * The words of the back office's shared pieces (lists, pager, dialogs, badges, the language
 * control). A list's kind of item is a `select` argument: Italian nouns differ in gender, so each
 * sentence is written whole for each kind rather than built around a noun.
 */
export const sharedMessages = defineMessages({
  loading: { id: 'shared.loading', defaultMessage: 'Loading' },
  language: { id: 'shared.language', defaultMessage: 'Language' },
  languageNotSaved: { id: 'shared.languageNotSaved', defaultMessage: 'Language not saved' },
  required: { id: 'shared.required', defaultMessage: '{label} is required' },

  showing: {
    id: 'shared.showing',
    defaultMessage: 'Showing {from} to {to} of {total} {noun, select, tours {tours} providers {providers} articles {articles} pages {pages} entries {entries} other {requests}}',
  },
  previous: { id: 'shared.previous', defaultMessage: 'Previous' },
  next: { id: 'shared.next', defaultMessage: 'Next' },
  pageOf: { id: 'shared.pageOf', defaultMessage: 'Page {page} of {pages}' },

  delete: { id: 'shared.delete', defaultMessage: 'Delete' },
  cancel: { id: 'shared.cancel', defaultMessage: 'Cancel' },
  deleteQuestion: { id: 'shared.deleteQuestion', defaultMessage: 'Are you sure you want to delete "{title}"? This action cannot be undone.' },
  deleteFailed: { id: 'shared.deleteFailed', defaultMessage: 'Delete failed' },
  clearFilters: { id: 'shared.clearFilters', defaultMessage: 'Clear Filters' },
  exportCsv: { id: 'shared.exportCsv', defaultMessage: 'Export CSV' },
  exportCsvHint: { id: 'shared.exportCsvHint', defaultMessage: 'Download every row the filters match as a CSV file' },
  couldNotLoad: { id: 'shared.couldNotLoad', defaultMessage: 'Could not load {name}: {error}' },
  actions: { id: 'shared.actions', defaultMessage: 'Actions' },

  listTitle: { id: 'shared.list.title', defaultMessage: '{noun, select, tour {Tours} provider {Providers} article {Articles} other {Pages}}' },
  listName: { id: 'shared.list.name', defaultMessage: '{noun, select, tour {tours} provider {providers} article {articles} other {pages}}' },
  newItem: { id: 'shared.list.new', defaultMessage: '{noun, select, tour {New Tour} provider {New Provider} article {New Article} other {New Page}}' },
  deleteItem: { id: 'shared.list.deleteItem', defaultMessage: '{noun, select, tour {Delete Tour} provider {Delete Provider} article {Delete Article} other {Delete Page}}' },
  deleteNamed: { id: 'shared.list.deleteNamed', defaultMessage: 'Delete {name}' },
  deleted: { id: 'shared.list.deleted', defaultMessage: '{noun, select, tour {Tour deleted} provider {Provider deleted} article {Article deleted} other {Page deleted}}' },
  deletedText: {
    id: 'shared.list.deletedText',
    defaultMessage:
      '{noun, select, tour {Tour has been successfully deleted.} provider {Provider has been successfully deleted.} article {Article has been successfully deleted.} other {Page has been successfully deleted.}}',
  },
  noneMatching: {
    id: 'shared.list.noneMatching',
    defaultMessage:
      '{noun, select, tour {No tours found matching your filters} provider {No providers found matching your filters} article {No articles found matching your filters} other {No pages found matching your filters}}',
  },
  noneYet: {
    id: 'shared.list.noneYet',
    defaultMessage: '{noun, select, tour {No tours created yet} provider {No providers created yet} article {No articles created yet} other {No pages created yet}}',
  },
  createFirst: {
    id: 'shared.list.createFirst',
    defaultMessage: '{noun, select, tour {Create Your First Tour} provider {Create Your First Provider} article {Create Your First Article} other {Create Your First Page}}',
  },
  imageFailed: { id: 'shared.imageFailed', defaultMessage: 'The image could not be loaded from this URL.' },
  viewOnSite: { id: 'shared.viewOnSite', defaultMessage: 'View {name} on the site' },
  editNamed: { id: 'shared.editNamed', defaultMessage: 'Edit {name}' },

  bookingStatus: { id: 'shared.bookingStatus', defaultMessage: '{status, select, pending {pending} confirmed {confirmed} cancelled {cancelled} other {{status}}}' },
  published: { id: 'shared.published', defaultMessage: 'Published' },
  draft: { id: 'shared.draft', defaultMessage: 'Draft' },

  justNow: { id: 'shared.timeAgo.justNow', defaultMessage: 'less than a minute ago' },
  recently: { id: 'shared.timeAgo.recently', defaultMessage: 'Recently' },
  unknown: { id: 'shared.timeAgo.unknown', defaultMessage: 'Unknown' },

  notFoundTitle: { id: 'shared.notFound.title', defaultMessage: 'Page Not Found' },
  notFoundDescription: { id: 'shared.notFound.description', defaultMessage: 'The page you are looking for does not exist.' },
  notFoundText: { id: 'shared.notFound.text', defaultMessage: 'The page you are looking for does not exist or has moved.' },
  notFoundBack: { id: 'shared.notFound.back', defaultMessage: 'Back to home' },
});

/** The bad-weather dialog: closing a day for a tour or a provider, and what that does to its requests. */
export const weatherMessages = defineMessages({
  title: { id: 'shared.weather.title', defaultMessage: 'Bad weather' },
  back: { id: 'shared.weather.back', defaultMessage: 'Back' },
  closeAndCancel: { id: 'shared.weather.closeAndCancel', defaultMessage: 'Close and cancel' },
  closeTheDay: { id: 'shared.weather.closeTheDay', defaultMessage: 'Close the day' },
  continue: { id: 'shared.weather.continue', defaultMessage: 'Continue' },
  dayLine: { id: 'shared.weather.dayLine', defaultMessage: 'Day: {day}' },
  day: { id: 'shared.weather.day', defaultMessage: 'Day' },
  chooseDay: { id: 'shared.weather.chooseDay', defaultMessage: 'Choose the day to close' },
  close: { id: 'shared.weather.close', defaultMessage: 'Close' },
  onlyTour: { id: 'shared.weather.onlyTour', defaultMessage: 'Only {tour}' },
  everyTourOf: { id: 'shared.weather.everyTourOf', defaultMessage: 'Every tour of {provider}' },
  reason: { id: 'shared.weather.reason', defaultMessage: 'What is the weather doing?' },
  reasonHelp: { id: 'shared.weather.reasonHelp', defaultMessage: "Travellers read it in their email, after 'Bad weather'. Keep it short and plain." },
  reasonRequired: { id: 'shared.weather.reasonRequired', defaultMessage: 'Say what the weather is doing' },
  reasonPlaceholder: { id: 'shared.weather.reasonPlaceholder', defaultMessage: 'Strong wind, the boats stay in the harbour' },
  cancelRequests: { id: 'shared.weather.cancelRequests', defaultMessage: "Cancel the day's pending and confirmed requests" },
  cancelRequestsHelp: { id: 'shared.weather.cancelRequestsHelp', defaultMessage: 'Each traveller gets one email with other days they can ask for.' },
  toursCount: { id: 'shared.weather.toursCount', defaultMessage: '{count, plural, one {# tour} other {# tours}}' },
  keepRequests: { id: 'shared.weather.keepRequests', defaultMessage: 'This will close the day for {tours}. Its requests stay as they are and nobody is emailed.' },
  nothingToCancel: { id: 'shared.weather.nothingToCancel', defaultMessage: 'This will close the day for {tours}. There are no pending or confirmed requests to cancel.' },
  willCancel: {
    id: 'shared.weather.willCancel',
    defaultMessage:
      'This will cancel {requests, plural, one {# request} other {# requests}} and email {travellers, plural, one {# traveller} other {# travellers}}. The day closes for {tours}.',
  },
  closed: { id: 'shared.weather.closed', defaultMessage: 'Day closed for bad weather' },
  cancelled: {
    id: 'shared.weather.cancelled',
    defaultMessage: '{requests, plural, one {# request} other {# requests}} cancelled; {travellers, plural, one {# traveller} other {# travellers}} will get an email.',
  },
  requestsStay: { id: 'shared.weather.requestsStay', defaultMessage: 'Requests stay as they are.' },
});
