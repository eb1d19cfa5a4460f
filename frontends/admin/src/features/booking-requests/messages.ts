import { defineMessages } from 'react-intl';

/** The booking requests list and its filters. */
export const listMessages = defineMessages({
  title: { id: 'bookingRequests.title', defaultMessage: 'Booking Requests' },
  description: { id: 'bookingRequests.description', defaultMessage: 'Requests sent by travellers from the tour pages' },
  name: { id: 'bookingRequests.name', defaultMessage: 'booking requests' },
  filterByStatus: { id: 'bookingRequests.filterByStatus', defaultMessage: 'Filter by status' },
  allStatuses: { id: 'bookingRequests.allStatuses', defaultMessage: 'All statuses' },
  filterByStage: { id: 'bookingRequests.filterByStage', defaultMessage: 'Filter by stage' },
  anyStage: { id: 'bookingRequests.anyStage', defaultMessage: 'Any stage' },
  awaitingProvider: { id: 'bookingRequests.awaitingProvider', defaultMessage: 'Awaiting the provider' },
  expiring: { id: 'bookingRequests.expiring', defaultMessage: 'Expiring within 24 h' },
  filterByDecider: { id: 'bookingRequests.filterByDecider', defaultMessage: 'Filter by who decided' },
  decidedByAnyone: { id: 'bookingRequests.decidedByAnyone', defaultMessage: 'Decided by anyone' },
  decidedBy: {
    id: 'bookingRequests.decidedBy',
    defaultMessage: '{by, select, provider {Decided by provider} traveller {Decided by traveller} admin {Decided by admin} other {Decided by expiry}}',
  },
  search: { id: 'bookingRequests.search', defaultMessage: 'Search by name, email or reference' },
  referenceTypo: { id: 'bookingRequests.referenceTypo', defaultMessage: 'This reference has a typo: one of its characters is wrong or missing. Check it against the email.' },
  reference: { id: 'bookingRequests.column.reference', defaultMessage: 'Reference' },
  customer: { id: 'bookingRequests.column.customer', defaultMessage: 'Customer' },
  tour: { id: 'bookingRequests.column.tour', defaultMessage: 'Tour' },
  date: { id: 'bookingRequests.column.date', defaultMessage: 'Date' },
  people: { id: 'bookingRequests.column.people', defaultMessage: 'People' },
  status: { id: 'bookingRequests.column.status', defaultMessage: 'Status' },
  requested: { id: 'bookingRequests.column.requested', defaultMessage: 'Requested' },
  deletedTour: { id: 'bookingRequests.deletedTour', defaultMessage: 'Deleted tour' },
  viewDetails: { id: 'bookingRequests.viewDetails', defaultMessage: 'View details of the request from {name}' },
  // A request whose traveller's data was erased has no name: it is named by its reference.
  erased: { id: 'bookingRequests.erased', defaultMessage: 'Personal data erased' },
  erasedOn: { id: 'bookingRequests.erasedOn', defaultMessage: 'Erased on {date}' },
  viewErasedDetails: { id: 'bookingRequests.viewErasedDetails', defaultMessage: 'View details of request {reference}' },
  noneMatching: { id: 'bookingRequests.noneMatching', defaultMessage: 'No booking requests match these filters' },
  noneYet: { id: 'bookingRequests.noneYet', defaultMessage: 'No booking requests yet' },
  noneWithStatus: {
    id: 'bookingRequests.noneWithStatus',
    defaultMessage: '{status, select, pending {No pending booking requests} confirmed {No confirmed booking requests} other {No cancelled booking requests}}',
  },
  deleteLabel: { id: 'bookingRequests.deleteLabel', defaultMessage: 'Delete the request from {name}' },
  deleteErasedLabel: { id: 'bookingRequests.deleteErasedLabel', defaultMessage: 'Delete request {reference}' },
  deleteTitle: { id: 'bookingRequests.deleteTitle', defaultMessage: 'Delete Booking Request' },
  deleteQuestion: { id: 'bookingRequests.deleteQuestion', defaultMessage: 'Are you sure you want to delete the booking request from "{name}"? This action cannot be undone.' },
  deleteErasedQuestion: {
    id: 'bookingRequests.deleteErasedQuestion',
    defaultMessage: 'Are you sure you want to delete booking request {reference}? This action cannot be undone.',
  },
  deleted: { id: 'bookingRequests.deleted', defaultMessage: 'Booking request deleted' },
  deletedText: { id: 'bookingRequests.deletedText', defaultMessage: 'Booking request has been successfully deleted.' },
});

/** A request's status and who decided it, in words. */
export const statusMessages = defineMessages({
  status: { id: 'bookingRequests.status', defaultMessage: '{status, select, pending {Pending} confirmed {Confirmed} other {Cancelled}}' },
  decider: { id: 'bookingRequests.decider', defaultMessage: '{by, select, provider {Provider} traveller {Traveller} admin {Admin} other {Expiry}}' },
  adminNamed: { id: 'bookingRequests.adminNamed', defaultMessage: 'Admin {username}' },
  confirmedByProvider: { id: 'bookingRequests.decision.confirmedByProvider', defaultMessage: 'Confirmed by the provider' },
  declinedByProvider: { id: 'bookingRequests.decision.declinedByProvider', defaultMessage: 'Declined by the provider' },
  acceptedByTraveller: { id: 'bookingRequests.decision.acceptedByTraveller', defaultMessage: 'Accepted by the traveller' },
  withdrawnByTraveller: { id: 'bookingRequests.decision.withdrawnByTraveller', defaultMessage: 'Withdrawn by the traveller' },
  expired: { id: 'bookingRequests.decision.expired', defaultMessage: 'Expired: no answer in time' },
  byStaff: { id: 'bookingRequests.decision.byStaff', defaultMessage: '{status, select, confirmed {Confirmed by staff} other {Cancelled by staff}}' },
  byStaffNamed: {
    id: 'bookingRequests.decision.byStaffNamed',
    defaultMessage: '{status, select, confirmed {Confirmed by staff ({username})} other {Cancelled by staff ({username})}}',
  },
});

/** The details dialog, the change of status and the request's timeline. */
export const detailsMessages = defineMessages({
  title: { id: 'bookingRequests.details.title', defaultMessage: 'Booking Request Details' },
  reference: { id: 'bookingRequests.details.reference', defaultMessage: 'Reference' },
  statusUpdated: { id: 'bookingRequests.details.statusUpdated', defaultMessage: 'Status updated' },
  nowStatus: {
    id: 'bookingRequests.details.nowStatus',
    defaultMessage: '{status, select, pending {The request is now pending.} confirmed {The request is now confirmed.} other {The request is now cancelled.}}',
  },
  updateFailed: { id: 'bookingRequests.details.updateFailed', defaultMessage: 'Update failed' },
  status: { id: 'bookingRequests.details.status', defaultMessage: 'Status' },
  changeStatus: { id: 'bookingRequests.details.changeStatus', defaultMessage: 'Change status' },
  customerName: { id: 'bookingRequests.details.customerName', defaultMessage: 'Customer name' },
  customer: { id: 'bookingRequests.details.customer', defaultMessage: 'Customer' },
  erasedOn: { id: 'bookingRequests.details.erasedOn', defaultMessage: 'Personal data erased on {date}' },
  people: { id: 'bookingRequests.details.people', defaultMessage: 'People' },
  email: { id: 'bookingRequests.details.email', defaultMessage: 'Email' },
  phone: { id: 'bookingRequests.details.phone', defaultMessage: 'Phone' },
  date: { id: 'bookingRequests.details.date', defaultMessage: 'Date' },
  language: { id: 'bookingRequests.details.language', defaultMessage: 'Language' },
  languageValue: { id: 'bookingRequests.details.languageValue', defaultMessage: '{name} ({code})' },
  message: { id: 'bookingRequests.details.message', defaultMessage: 'Customer message' },
  noMessage: { id: 'bookingRequests.details.noMessage', defaultMessage: 'No message' },
  tour: { id: 'bookingRequests.details.tour', defaultMessage: 'Tour' },
  priceAndSize: { id: 'bookingRequests.details.priceAndSize', defaultMessage: 'From {price} · {max, plural, one {Max # people} other {Max # people}}' },
  tourDeleted: { id: 'bookingRequests.details.tourDeleted', defaultMessage: 'This tour has been deleted' },
  timeline: { id: 'bookingRequests.details.timeline', defaultMessage: 'Timeline' },

  askTitle: { id: 'bookingRequests.change.title', defaultMessage: 'Change the status to {label}?' },
  askSet: { id: 'bookingRequests.change.set', defaultMessage: 'Set {label}' },
  askKeep: { id: 'bookingRequests.change.keep', defaultMessage: 'Keep it as it is' },
  askWhat: {
    id: 'bookingRequests.change.what',
    defaultMessage: 'The request from {customer} for {tour} on {date} becomes {status, select, pending {pending} confirmed {confirmed} other {cancelled}}.',
  },
  askWhatErased: {
    id: 'bookingRequests.change.whatErased',
    defaultMessage: 'Request {reference} for {tour} on {date} becomes {status, select, pending {pending} confirmed {confirmed} other {cancelled}}.',
  },
  aDeletedTour: { id: 'bookingRequests.change.aDeletedTour', defaultMessage: 'a deleted tour' },
  weWillEmail: { id: 'bookingRequests.change.weWillEmail', defaultMessage: 'We will email:' },
  theTraveller: { id: 'bookingRequests.change.theTraveller', defaultMessage: 'The traveller, {name} ({email})' },
  travellerErased: { id: 'bookingRequests.change.travellerErased', defaultMessage: 'The traveller is not emailed: their personal data was erased.' },
  theProvider: { id: 'bookingRequests.change.theProvider', defaultMessage: 'The provider, {name} ({emails})' },
  theInbox: { id: 'bookingRequests.change.theInbox', defaultMessage: 'The bookings inbox, as the provider has no booking address in the directory' },
  nobody: { id: 'bookingRequests.change.nobody', defaultMessage: 'Nobody is emailed when a request goes back to pending.' },
});

export const timelineMessages = defineMessages({
  loadFailed: { id: 'bookingRequests.timeline.loadFailed', defaultMessage: 'Could not load the timeline' },
  respondBy: { id: 'bookingRequests.timeline.respondBy', defaultMessage: 'Respond by' },
  decidedBy: { id: 'bookingRequests.timeline.decidedBy', defaultMessage: 'Decided by' },
  decidedWhen: { id: 'bookingRequests.timeline.decidedWhen', defaultMessage: '{who}, {when}' },
  reason: { id: 'bookingRequests.timeline.reason', defaultMessage: 'Reason' },
  proposedDate: { id: 'bookingRequests.timeline.proposedDate', defaultMessage: 'Proposed date' },
  withNote: { id: 'bookingRequests.timeline.withNote', defaultMessage: '{text} ({note})' },
  submitted: { id: 'bookingRequests.timeline.submitted', defaultMessage: 'Request submitted by the traveller' },
  emailSent: { id: 'bookingRequests.timeline.emailSent', defaultMessage: 'Email sent: {detail}' },
  emailRefused: { id: 'bookingRequests.timeline.emailRefused', defaultMessage: 'Email not delivered: {detail}' },
  emailSkipped: { id: 'bookingRequests.timeline.emailSkipped', defaultMessage: 'Email held back: {detail}' },
  linkOpened: {
    id: 'bookingRequests.timeline.linkOpened',
    defaultMessage: '{actor, select, provider {Provider opened the page} traveller {Traveller opened the page} admin {Admin opened the page} expiry {Expiry opened the page} other {Admin {name} opened the page}}',
  },
  dateProposed: { id: 'bookingRequests.timeline.dateProposed', defaultMessage: 'Provider proposed another date: {detail}' },
  statusChanged: {
    id: 'bookingRequests.timeline.statusChanged',
    defaultMessage:
      '{status, select, confirmed {Confirmed} cancelled {Cancelled} pending {Pending} other {Changed}} by {actor, select, provider {provider} traveller {traveller} admin {admin} expiry {expiry} none {an admin} other {admin {name}}}',
  },
  /** An instant on the venue's clock with the zone named: 'Sat 24 Oct 2026, 18:00 (Rome time)'. */
  venueTime: { id: 'bookingRequests.timeline.venueTime', defaultMessage: '{weekday} {day} {month} {year}, {time} (Rome time)' },
  /** A day on the venue's calendar: '15 Jun 2027'. */
  venueDay: { id: 'bookingRequests.timeline.venueDay', defaultMessage: '{day} {month} {year}' },
  /** Short month names are catalogue data: ICU versions disagree on them. */
  month: {
    id: 'bookingRequests.timeline.month',
    defaultMessage: '{month, select, 1 {Jan} 2 {Feb} 3 {Mar} 4 {Apr} 5 {May} 6 {Jun} 7 {Jul} 8 {Aug} 9 {Sep} 10 {Oct} 11 {Nov} other {Dec}}',
  },
});
