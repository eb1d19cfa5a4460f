import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Foundation } from './Migration20261121000000Foundation';
import { Migration20261122000000SearchText } from './Migration20261122000000SearchText';
import { Migration20261122000100Content } from './Migration20261122000100Content';
import { Migration20261122000200Catalog } from './Migration20261122000200Catalog';
import { Migration20261122000300Bookings } from './Migration20261122000300Bookings';
import { Migration20261122000400Reporting } from './Migration20261122000400Reporting';
import { Migration20261123000000OutboxSettled } from './Migration20261123000000OutboxSettled';
import { Migration20261123000100DashboardReadMarks } from './Migration20261123000100DashboardReadMarks';
import { Migration20261124000000BookingStatusCounts } from './Migration20261124000000BookingStatusCounts';
import { Migration20261125000000OutboxNotify } from './Migration20261125000000OutboxNotify';
import { Migration20261126000000OutboxReconcileCursor } from './Migration20261126000000OutboxReconcileCursor';
import { Migration20261127000000OutboxDeliveryKey } from './Migration20261127000000OutboxDeliveryKey';
import { Migration20261128000000OutboxNotifyNames } from './Migration20261128000000OutboxNotifyNames';
import { Migration20261129000000OutboxDropDeliveryKey } from './Migration20261129000000OutboxDropDeliveryKey';
import { Migration20261130000000OutboxRequestId } from './Migration20261130000000OutboxRequestId';
import { Migration20261130000100DashboardSnapshots } from './Migration20261130000100DashboardSnapshots';
import { Migration20261130000200OutboxWakeAndCounterSlots } from './Migration20261130000200OutboxWakeAndCounterSlots';
import { Migration20261201000000Providers } from './Migration20261201000000Providers';
import { Migration20261202000000BookingWorkflow } from './Migration20261202000000BookingWorkflow';
import { Migration20261203000000TourTombstones } from './Migration20261203000000TourTombstones';
import { Migration20261204000000BookingStatusListIndexes } from './Migration20261204000000BookingStatusListIndexes';

/** The whole history, in order. A new migration is added here (names sort by time). */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Foundation', class: Migration20261121000000Foundation },
  { name: 'Migration20261122000000SearchText', class: Migration20261122000000SearchText },
  { name: 'Migration20261122000100Content', class: Migration20261122000100Content },
  { name: 'Migration20261122000200Catalog', class: Migration20261122000200Catalog },
  { name: 'Migration20261122000300Bookings', class: Migration20261122000300Bookings },
  { name: 'Migration20261122000400Reporting', class: Migration20261122000400Reporting },
  { name: 'Migration20261123000000OutboxSettled', class: Migration20261123000000OutboxSettled },
  { name: 'Migration20261123000100DashboardReadMarks', class: Migration20261123000100DashboardReadMarks },
  { name: 'Migration20261124000000BookingStatusCounts', class: Migration20261124000000BookingStatusCounts },
  { name: 'Migration20261125000000OutboxNotify', class: Migration20261125000000OutboxNotify },
  { name: 'Migration20261126000000OutboxReconcileCursor', class: Migration20261126000000OutboxReconcileCursor },
  { name: 'Migration20261127000000OutboxDeliveryKey', class: Migration20261127000000OutboxDeliveryKey },
  { name: 'Migration20261128000000OutboxNotifyNames', class: Migration20261128000000OutboxNotifyNames },
  { name: 'Migration20261129000000OutboxDropDeliveryKey', class: Migration20261129000000OutboxDropDeliveryKey },
  { name: 'Migration20261130000000OutboxRequestId', class: Migration20261130000000OutboxRequestId },
  { name: 'Migration20261130000100DashboardSnapshots', class: Migration20261130000100DashboardSnapshots },
  { name: 'Migration20261130000200OutboxWakeAndCounterSlots', class: Migration20261130000200OutboxWakeAndCounterSlots },
  { name: 'Migration20261201000000Providers', class: Migration20261201000000Providers },
  { name: 'Migration20261202000000BookingWorkflow', class: Migration20261202000000BookingWorkflow },
  { name: 'Migration20261203000000TourTombstones', class: Migration20261203000000TourTombstones },
  { name: 'Migration20261204000000BookingStatusListIndexes', class: Migration20261204000000BookingStatusListIndexes },
];
