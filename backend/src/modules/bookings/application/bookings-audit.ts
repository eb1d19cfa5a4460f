import type { UnitOfWork } from '../../../kernel/cqrs/unit-of-work';
import { changesBetween, type AuditView } from '../../../kernel/audit/audit-entry';

export type BookingsAuditKind = 'booking-request' | 'tour-calendar' | 'weather-closure' | 'provider';

/**
 * Records a bookings change made by staff. A request is named by its reference and described
 * without the traveller's personal data: the trail is kept for good, the personal data is not.
 */
export function auditBookings(uow: UnitOfWork, kind: BookingsAuditKind, item: { id: string; label: string }, action: string, before: AuditView | null, after: AuditView | null): void {
  uow.audit({ kind, itemId: item.id, itemLabel: item.label, action, changes: changesBetween(before, after) });
}
