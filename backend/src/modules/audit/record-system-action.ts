import type { UnitOfWork } from '../../kernel/cqrs/unit-of-work';
import { SYSTEM_ACTOR, type FieldChange } from '../../kernel/audit/audit-entry';

/** What a system action (a retention job, an erasure) records: the item and the action, never the personal data itself. */
export interface SystemAction {
  readonly kind: string;
  readonly itemId: string | null;
  readonly itemLabel: string | null;
  readonly action: string;
  readonly changes?: readonly FieldChange[];
}

/**
 * Records an action no person asked for, with the system as its actor, in the command's own
 * transaction (the unit of work the command bus gave its handler): rolled back with it.
 */
export function recordSystemAction(uow: UnitOfWork, action: SystemAction): void {
  uow.audit({ ...action, changes: action.changes ?? [], actor: SYSTEM_ACTOR });
}
