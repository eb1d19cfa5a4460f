import type { UnitOfWork } from '../../../kernel/cqrs/unit-of-work';
import { auditView, changesBetween, type AuditView } from '../../../kernel/audit/audit-entry';
import type { Tour } from '../domain/tour';
import type { Provider } from '../domain/provider';
import type { TourTranslation } from '../domain/tour-translation';

/** What the catalog's trail entries show of each item: the fields an admin edits, by their API names. */
export const tourView = (tour: Tour): AuditView =>
  auditView(tour, [
    'title', 'shortDescription', 'description', 'categoryId', 'location', 'duration', 'maxPassengers', 'priceFrom', 'currency', 'images',
    'included', 'notIncluded', 'meetingPoint', 'providerId', 'providerName', 'providerRating', 'isPrivate', 'freeCancellation', 'additionalInfo',
  ]);

export const providerView = (provider: Provider): AuditView => auditView(provider, ['name', 'bookingEmails', 'phone', 'languages', 'active']);

export const tourTranslationView = (translation: TourTranslation): AuditView =>
  auditView(translation, ['title', 'shortDescription', 'description', 'included', 'notIncluded', 'meetingPoint', 'additionalInfo', 'duration']);

/** Fields long enough that a diff says more than the two whole texts. */
const LONG_TEXTS = ['description', 'additional_info'];

/** Records a catalog item's change: `before` is null for a creation, `after` for a deletion. */
export function auditCatalog(
  uow: UnitOfWork,
  kind: 'tour' | 'provider' | 'tour-translation',
  item: { id: string; label: string },
  action: string,
  before: AuditView | null,
  after: AuditView | null,
): void {
  uow.audit({ kind, itemId: item.id, itemLabel: item.label, action, changes: changesBetween(before, after, LONG_TEXTS) });
}
