import type { Runtime } from '../app';
import { SetAdminAccount } from '../modules/identity';

/**
 * Idempotent demo data: the admin from ADMIN_USERNAME / ADMIN_PASSWORD. Running it again
 * changes nothing but the admin's password (set to the one in the environment).
 */
export async function seedDemoData(runtime: Runtime): Promise<string> {
  const lines: string[] = [];
  const { adminUsername, adminPassword } = runtime.config;
  if (adminUsername && adminPassword) {
    const r = await runtime.commands.execute(new SetAdminAccount(adminUsername, adminPassword));
    lines.push(r.created ? `admin ${adminUsername} created` : `admin ${adminUsername} up to date`);
  } else {
    lines.push('no ADMIN_USERNAME / ADMIN_PASSWORD set: no admin seeded');
  }
  return `Seeded: ${lines.join('; ')}`;
}
