import { catalog } from '@costiera/contracts';
import type { CsvColumn } from '../../../kernel/http/csv-answer';
import type { TourExportRow } from '../application/export-tours/export-tours.query';

/** The export's columns, in the contract's order (each named after its row's field). */
export const TOUR_EXPORT_COLUMNS: readonly CsvColumn<TourExportRow>[] = catalog.TOUR_EXPORT_COLUMNS.map((header) => ({ header, cell: (row) => row[header] }));
