import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError } from './kernel/config';
import { loadConfig } from './site/application';
import { migrate } from './kernel/database/orm';
import { createRuntime, type Runtime } from './site/runtime';
import { announceEverythingChanged } from './kernel/messaging/event-broadcast';
import { SetAdminAccount, MIN_ADMIN_PASSWORD_LENGTH } from './modules/identity';
import { seedDemoData } from './seed';
import { checkServices } from './site/check-services';
import { DashboardProjection } from './modules/reporting';
import { VerifyAuditChain } from './modules/audit';

const USAGE = `Usage: npm run cli -- <command>
  check-services            check that Postgres and Redis answer; create the database if it is missing
  migrate                   apply pending database migrations
  seed                      migrate, then load the demo data and the admin from ADMIN_USERNAME / ADMIN_PASSWORD (idempotent)
  rebuild-projections       recompute the dashboard projection from the source tables (after a bulk import)
  create-admin <username>   create an admin or reset its password (password from ADMIN_PASSWORD, else asked for)
  verify-audit              walk the audit trail's hash chain; exits non-zero at the first altered or removed entry`;

/** Asks on the terminal without echoing the answer: readline writes what is typed to an output that keeps nothing. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new ConfigError('No password given: set ADMIN_PASSWORD or run in a terminal');
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  // Asked once the terminal is in raw mode (the interface set it), so no early keystroke is echoed.
  process.stdout.write(question);
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

/** The migrations, loaded by the commands that run them. */
const migrations = async () => (await import('./migrations')).migrationsList;

async function withRuntime<T>(work: (runtime: Runtime) => Promise<T>): Promise<T> {
  // Like the api, the cli only commits its events: the worker publishes them when Postgres notifies it.
  const runtime = await createRuntime(loadConfig(), { followEvents: false });
  try {
    return await work(runtime);
  } finally {
    await runtime.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'check-services': {
      console.log(await checkServices(loadConfig()));
      return;
    }
    case 'migrate': {
      const applied = await withRuntime(async (r) => migrate(r.orm, await migrations()));
      console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date');
      return;
    }
    case 'seed': {
      await withRuntime(async (r) => {
        await migrate(r.orm, await migrations());
        const summary = await seedDemoData(r);
        console.log(summary);
      });
      return;
    }
    case 'rebuild-projections': {
      await withRuntime(async (r) => {
        await r.container.get(DashboardProjection).rebuild();
        // Rebuilt from tables changed behind the events' back (a bulk import): running processes drop every cached answer.
        await announceEverythingChanged(r.redis, r.config);
      });
      console.log('Dashboard projection rebuilt; running processes told to drop their cached answers');
      return;
    }
    case 'create-admin': {
      const username = args[0];
      if (!username) throw new ConfigError(USAGE);
      const password = process.env.ADMIN_PASSWORD || (await askHidden(`Password for ${username} (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters): `));
      const result = await withRuntime((r) => r.commands.execute(new SetAdminAccount(username, password)));
      console.log(result.created ? `Admin ${username} created` : `Admin ${username} updated: new password set`);
      return;
    }
    case 'verify-audit': {
      const report = await withRuntime((r) => r.queries.execute(new VerifyAuditChain()));
      if (report.intact) {
        console.log(`${report.entries} entries, chain intact`);
      } else {
        console.error(`Audit chain broken at entry ${report.seq}: ${report.problem} (${report.entries} entries checked before it)`);
        process.exitCode = 1;
      }
      return;
    }
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((err: Error & { details?: unknown }) => {
  console.error(err instanceof ConfigError || err.name === 'BadRequest' ? err.message : err);
  process.exit(1);
});
