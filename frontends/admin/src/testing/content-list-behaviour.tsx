import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from './render-admin';
import { fakeApi, pageOf, Reply, type ApiRequest } from './fake-api';
import { aCategory, many } from './fixtures';
import { button, choose, findButton, findDialog } from './choose';

/** An article or page list screen under test, with what its rows are made of. */
export interface ContentListKind {
  noun: 'Article' | 'Page';
  screen: ReactElement;
  /** A row of the list, titled `${noun} ${i}`. */
  item(i: number, published: boolean): { title: string; published: boolean };
  category: { id: string; name: string; type: 'article' | 'page' };
}

/**
 * What the article and page lists do alike (one screen, ContentListScreen): the pager, the
 * filters sent to the server, Clear Filters, the empty states and the delete dialog.
 */
export function itBehavesLikeAContentList(kind: ContentListKind) {
  const { noun } = kind;
  const plural = `${noun.toLowerCase()}s`;
  const render = () => renderAdmin(kind.screen, { path: `/admin/${plural}`, route: `/admin/${plural}` });
  const items = many(12, (i) => kind.item(i, i % 2 === 0));
  const listApi = {
    [`GET /api/admin/${plural}`]: ({ query }: ApiRequest) => {
      const page = Number(query.get('page') ?? 1);
      const published = query.get('published');
      const hits = items.filter((a) => a.title.includes(query.get('search') ?? '') && (published === null || String(a.published) === published));
      return pageOf(hits.slice((page - 1) * 10, page * 10), { page, total: hits.length });
    },
    'GET /api/admin/categories': () => ({ data: [aCategory(kind.category)] }),
  };

  it(`shows 'Showing 1 to 10 of 12 ${plural}' with Previous disabled on the first page`, async () => {
    fakeApi(listApi);
    render();
    expect(await screen.findByText(`Showing 1 to 10 of 12 ${plural}`)).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    await userEvent.click(button('Next'));
    expect(await screen.findByText(`Showing 11 to 12 of 12 ${plural}`)).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
  });

  it('sends search, category and status (Published = true, Draft = false) to the server', async () => {
    const api = fakeApi(listApi);
    render();
    await screen.findByText(`Showing 1 to 10 of 12 ${plural}`);
    await userEvent.type(screen.getByLabelText(`Search ${plural}`), `${noun} 1`);
    await choose('Filter by category', kind.category.name);
    await choose('Filter by status', 'Draft');
    await waitFor(() => {
      const last = api.sent('GET', `/api/admin/${plural}`).at(-1)!.query;
      expect({ search: last.get('search'), category: last.get('category'), published: last.get('published') }).toEqual({ search: `${noun} 1`, category: kind.category.id, published: 'false' });
    });
    await choose('Filter by status', 'Published');
    await waitFor(() => expect(api.sent('GET', `/api/admin/${plural}`).at(-1)!.query.get('published')).toBe('true'));
  });

  it("returns to page 1 with no filters on 'Clear Filters'", async () => {
    fakeApi(listApi);
    render();
    await userEvent.click(await findButton('Next'));
    await screen.findByText(`Showing 11 to 12 of 12 ${plural}`);
    await choose('Filter by status', 'Published');
    await screen.findByText(`Showing 1 to 6 of 6 ${plural}`);
    await userEvent.click(button('Clear Filters'));
    expect(await screen.findByText(`Showing 1 to 10 of 12 ${plural}`)).toBeInTheDocument();
  });

  it(`shows 'No ${plural} created yet' without filters and 'No ${plural} found matching your filters' with them`, async () => {
    fakeApi({ [`GET /api/admin/${plural}`]: () => pageOf([]) });
    render();
    expect(await screen.findByText(`No ${plural} created yet`)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(`Search ${plural}`), 'Capri');
    expect(await screen.findByText(`No ${plural} found matching your filters`)).toBeInTheDocument();
  });

  it(`asks 'Delete ${noun}' with the spec's wording, then toasts '${noun} deleted' or 'Delete failed'`, async () => {
    let refuse = false;
    fakeApi({ ...listApi, [`DELETE /api/admin/${plural}/*`]: () => (refuse ? new Reply(409, { error: 'conflict', message: 'In use' }) : new Reply(204)) });
    render();
    await userEvent.click(await screen.findByLabelText(`Delete ${noun} 3`));
    const dialog = await findDialog(`Delete ${noun}`);
    expect(within(dialog).getByText(`Are you sure you want to delete "${noun} 3"? This action cannot be undone.`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Delete').closest('button')!);
    expect(await screen.findByText(`${noun} deleted`)).toBeInTheDocument();
    expect(screen.getByText(`${noun} has been successfully deleted.`)).toBeInTheDocument();
    refuse = true;
    await userEvent.click(screen.getByLabelText(`Delete ${noun} 4`));
    await userEvent.click(within(await findDialog(`Delete ${noun}`)).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('409: In use')).toBeInTheDocument();
  });
}
