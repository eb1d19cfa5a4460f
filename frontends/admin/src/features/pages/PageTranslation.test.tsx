import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import type { content, TranslationState } from '@costiera/contracts';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi } from '../../testing/fake-api';
import { aCategory, aPage } from '../../testing/fixtures';
import { button } from '../../testing/choose';
import PageFormPage from './PageFormPage';

const SOURCE = { slug: 'ferry-times', title: 'Ferry times', content: 'Ferries leave every hour.', meta_description: 'Ferries between Sorrento and Capri', published: true, updated_at: '2026-11-03T10:00:00.000Z' };

function pageApi() {
  let state: TranslationState = 'missing';
  let stored: content.AdminPageTranslation['translation'] = null;
  const answer = (): content.AdminPageTranslation => ({ page_id: 'page-1', language: 'it', state, translation: stored, source: SOURCE });
  return fakeApi({
    'GET /api/admin/categories': () => ({ data: [aCategory({ id: 'cat-schedules', name: 'Schedules', type: 'page' })] }),
    'GET /api/admin/pages/page-1': () => aPage({ translations: { it: state } }),
    'GET /api/admin/pages/page-1/translations/it': answer,
    'PUT /api/admin/pages/page-1/translations/it': ({ body }) => {
      const b = body as content.PageTranslationBody & { title: string; content: string; published: boolean };
      stored = { slug: b.slug, title: b.title, content: b.content, meta_description: b.metaDescription ?? null, published: b.published, updated_at: '2026-11-04T10:00:00.000Z', updated_by: 'marina' };
      state = 'current';
      return answer();
    },
  });
}

const italianForm = () => document.querySelector<HTMLFormElement>('form#content-translation-it')!;
const italianField = (label: string) => within(italianForm()).getByLabelText(label, { exact: true }) as HTMLInputElement;

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('a page in Italian', () => {
  it('asks for the meta description the English has, with its counter, and saves the new translation under its own slug', async () => {
    const api = pageApi();
    renderAdmin(
      <Routes>
        <Route path=":id/edit" element={<PageFormPage />} />
      </Routes>,
      { path: '/admin/pages/page-1/edit?lang=it', route: '/admin/pages/*' },
    );
    expect(await screen.findByText('No Italian translation yet')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Meta description in English' })).getByText('Ferries between Sorrento and Capri')).toBeInTheDocument();
    await userEvent.type(italianField('Title'), 'Orari dei traghetti');
    await userEvent.type(italianField('Content'), 'I traghetti partono ogni ora.');
    await userEvent.click(button('Save translation'));
    expect(await within(italianForm()).findByText('Meta description is required: the English has it')).toBeInTheDocument();

    await userEvent.type(italianField('Meta description'), 'Traghetti tra Sorrento e Capri');
    expect(within(italianForm()).getByText('30/160 characters')).toBeInTheDocument();
    await userEvent.click(button('Save translation'));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/pages/page-1/translations/it').at(0)?.body).toEqual({
      title: 'Orari dei traghetti',
      slug: 'orari-dei-traghetti',
      content: 'I traghetti partono ogni ora.',
      metaDescription: 'Traghetti tra Sorrento e Capri',
      published: false,
    });
    await waitFor(() => expect(screen.getByText('Up to date with the English text.')).toBeInTheDocument());
  });
});
