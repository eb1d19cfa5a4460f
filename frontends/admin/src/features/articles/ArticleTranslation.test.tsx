import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import type { content, TranslationState } from '@costiera/contracts';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, Reply } from '../../testing/fake-api';
import { aCategory, anArticle } from '../../testing/fixtures';
import { button } from '../../testing/choose';
import ArticleFormPage from './ArticleFormPage';

const SOURCE = { slug: 'limoncello-guide', title: 'Limoncello guide', content: 'Made from lemons.', excerpt: 'Where the lemons come from', published: true, updated_at: '2026-11-03T10:00:00.000Z' };

function articleApi(initial: TranslationState, server: { refusal?: Reply } = {}) {
  let state = initial;
  let stored: Omit<content.ArticleTranslationBody, 'title' | 'content' | 'excerpt' | 'published'> & { title: string; content: string; excerpt: string; published: boolean } =
    { slug: 'guida-al-limoncello', title: 'Guida al limoncello', content: 'Si fa con i limoni.', excerpt: 'Da dove vengono i limoni', published: false };
  const answer = (): content.AdminArticleTranslation => ({
    article_id: 'article-1',
    language: 'it',
    state,
    translation: state === 'missing' ? null : { ...stored, updated_at: `2026-11-0${state === 'stale' ? 1 : 4}T10:00:00.000Z`, updated_by: 'marina' },
    source: SOURCE,
  });
  return fakeApi({
    'GET /api/admin/categories': () => ({ data: [aCategory({ id: 'cat-guides', name: 'Guides', type: 'article' })] }),
    'GET /api/admin/articles/article-1': () => anArticle({ translations: { it: state }, translations_published: { it: state !== 'missing' && stored.published } }),
    'GET /api/admin/articles/article-1/translations/it': answer,
    'PUT /api/admin/articles/article-1/translations/it': ({ body }) => {
      if (server.refusal) return server.refusal;
      stored = body as typeof stored;
      state = 'current';
      return answer();
    },
  });
}

function renderArticleForm(path: string) {
  return renderAdmin(
    <Routes>
      <Route path=":id/edit" element={<ArticleFormPage />} />
    </Routes>,
    { path, route: '/admin/articles/*' },
  );
}
const italianForm = () => document.querySelector<HTMLFormElement>('form#content-translation-it')!;
const italianField = (label: string) => within(italianForm()).getByLabelText(label, { exact: true }) as HTMLInputElement;

jest.setTimeout(60_000);
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('an article in Italian', () => {
  it('loads a stale translation with its own slug and published flag, and saving it makes it current', async () => {
    const api = articleApi('stale');
    renderArticleForm('/admin/articles/article-1/edit?lang=it');
    expect(await screen.findByText('The English text changed after this translation')).toBeInTheDocument();
    expect(italianField('Title')).toHaveValue('Guida al limoncello');
    expect(italianField('Slug')).toHaveValue('guida-al-limoncello');
    expect(italianField('Excerpt')).toHaveValue('Da dove vengono i limoni');
    expect(within(italianForm()).getByLabelText('Published in Italian')).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Slug in English' })).getByText('limoncello-guide')).toBeInTheDocument();

    await userEvent.clear(italianField('Excerpt'));
    await userEvent.type(italianField('Excerpt'), 'Dove nascono i limoni');
    await userEvent.click(within(italianForm()).getByLabelText('Published in Italian'));
    await userEvent.click(button('Save translation'));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/articles/article-1/translations/it').at(0)?.body).toEqual({
      title: 'Guida al limoncello',
      slug: 'guida-al-limoncello',
      content: 'Si fa con i limoni.',
      excerpt: 'Dove nascono i limoni',
      published: true,
    });
    await waitFor(() => expect(screen.queryByText('The English text changed after this translation')).not.toBeInTheDocument());
    expect(screen.getByText('Up to date with the English text.')).toBeInTheDocument();
  });

  it('fills a new translation\'s slug from its title, and puts "slug taken" on the slug field', async () => {
    const refusal = new Reply(409, { error: 'conflict', message: 'An article in Italian with the slug "guida" already exists', details: [{ field: 'slug', message: 'is already taken' }] });
    articleApi('missing', { refusal });
    renderArticleForm('/admin/articles/article-1/edit?lang=it');
    expect(await screen.findByText('No Italian translation yet')).toBeInTheDocument();
    await userEvent.type(italianField('Title'), 'Guida');
    await waitFor(() => expect(italianField('Slug')).toHaveValue('guida'));
    await userEvent.type(italianField('Excerpt'), 'I limoni');
    await userEvent.type(italianField('Content'), 'Limoni.');
    await userEvent.click(button('Save translation'));
    expect(await screen.findByText('The translation was not saved: 409: An article in Italian with the slug "guida" already exists')).toBeInTheDocument();
    expect(within(italianForm()).getByText('Slug is already taken')).toBeInTheDocument();
  });
});
