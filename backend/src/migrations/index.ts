import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Foundation } from './Migration20261121000000Foundation';

/** The whole history, in order. A new migration is added here (names sort by time). */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Foundation', class: Migration20261121000000Foundation },
];
