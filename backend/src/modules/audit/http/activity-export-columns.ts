import { audit } from '@costiera/contracts';
import type { CsvColumn } from '../../../kernel/http/csv-answer';

/** A change as one line of text; a long text's diff on the lines after its name. */
function changeText(change: audit.FieldChange): string {
  if ('diff' in change) return `${change.field}:\n${change.diff}`;
  const shown = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  return `${change.field}: ${shown(change.before)} → ${shown(change.after)}`;
}

const CELLS: Record<(typeof audit.ACTIVITY_EXPORT_COLUMNS)[number], (entry: audit.ActivityEntry) => string | null> = {
  at: (e) => e.at,
  actor: (e) => e.actor.name,
  actor_id: (e) => e.actor.id,
  address: (e) => e.address,
  kind: (e) => e.kind,
  item_id: (e) => e.item_id,
  item_label: (e) => e.item_label,
  action: (e) => e.action,
  changes: (e) => e.changes.map(changeText).join('\n'),
};

/** The export's columns, in the contract's order. */
export const ACTIVITY_EXPORT_COLUMNS: readonly CsvColumn<audit.ActivityEntry>[] = audit.ACTIVITY_EXPORT_COLUMNS.map((header) => ({ header, cell: CELLS[header] }));
