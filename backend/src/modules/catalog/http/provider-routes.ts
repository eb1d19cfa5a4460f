import { catalog } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { NotFound } from '../../../kernel/errors';
import type { ProviderFacts } from '../domain/provider';
import { ListProviders } from '../application/list-providers/list-providers.query';
import { GetProvider } from '../application/get-provider/get-provider.query';
import { CreateProvider } from '../application/create-provider/create-provider.command';
import { UpdateProvider } from '../application/update-provider/update-provider.command';
import { DeleteProvider } from '../application/delete-provider/delete-provider.command';

const PROVIDERS_PER_PAGE = 10;

function found<T>(value: T | null): T {
  if (value === null) throw new NotFound('Provider not found');
  return value;
}

function providerFacts(body: catalog.ProviderBody): ProviderFacts {
  return { name: body.name, bookingEmails: body.booking_emails, phone: body.phone ?? null, languages: body.languages ?? [], active: body.active ?? true };
}

/** The providers directory, for admins. */
export function providerRoutes(table: RouteTable, { commands, queries }: ModuleContext): void {
  table.add(catalog.listProviders, async ({ query }) =>
    queries.execute(new ListProviders({ search: query.search, page: query.page ?? 1, limit: query.limit ?? PROVIDERS_PER_PAGE })),
  );
  table.add(catalog.getProvider, async ({ params }) => found(await queries.execute(new GetProvider(params.id))));
  table.add(catalog.createProvider, async ({ body }) => {
    const id = await commands.execute(new CreateProvider(body.id, providerFacts(body)));
    return found(await queries.execute(new GetProvider(id)));
  });
  table.add(catalog.updateProvider, async ({ params, body }) => {
    await commands.execute(new UpdateProvider(params.id, providerFacts(body)));
    return found(await queries.execute(new GetProvider(params.id)));
  });
  table.add(catalog.deleteProvider, async ({ params }) => {
    await commands.execute(new DeleteProvider(params.id));
  });
}
