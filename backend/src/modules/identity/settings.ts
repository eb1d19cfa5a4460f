import { text } from '@costiera/contracts';
import { declareSettings } from '../../kernel/settings';

/** The admin account `cli seed` creates or updates (none when either is unset). */
export const identitySettings = declareSettings(
  'identity',
  { optional: { ADMIN_USERNAME: text('ADMIN_USERNAME', 2000), ADMIN_PASSWORD: text('ADMIN_PASSWORD', 2000) } },
  (e) => ({ adminUsername: e.ADMIN_USERNAME, adminPassword: e.ADMIN_PASSWORD }),
);
