import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, type ApiRequest } from '../../testing/fake-api';
import { aCategory, anArticle, aPhoto } from '../../testing/fixtures';
import { button } from '../../testing/choose';
import ArticleFormPage from './ArticleFormPage';

const lemons = aPhoto(11);
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

function renderArticleEditor() {
  return renderAdmin(
    <Routes>
      <Route index element={<p>Articles list</p>} />
      <Route path=":id/edit" element={<ArticleFormPage />} />
    </Routes>,
    { path: '/admin/articles/article-1/edit', route: '/admin/articles/*' },
  );
}

jest.setTimeout(60_000);
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('photos in the article form', () => {
  it('uploads the featured image, asks for its alt texts, writes them, then saves the article with its address', async () => {
    const api = fakeApi({
      'GET /api/admin/categories': () => ({ data: [aCategory({ id: 'cat-guides', name: 'Guides', type: 'article' })] }),
      'GET /api/admin/articles/article-1': () => anArticle({ featured_image: 'https://example.com/old.jpg' }),
      'PUT /api/admin/articles/article-1': () => anArticle(),
      'POST /api/admin/photos': () => lemons,
      'GET /api/admin/photos/*': () => lemons,
      'PUT /api/admin/photos/*/alt': ({ body }: ApiRequest) => ({ ...lemons, ...(body as object) }),
    });
    renderArticleEditor();
    await waitFor(() => expect(field('Featured image URL')).toHaveValue('https://example.com/old.jpg'));
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', 'https://example.com/old.jpg');

    fireEvent.drop(screen.getByTestId('photo-dropzone'), { dataTransfer: { files: [new File([new Uint8Array(2048)], 'lemons.jpg', { type: 'image/jpeg' })], types: ['Files'] } });
    await waitFor(() => expect(field('Featured image URL')).toHaveValue(lemons.url));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));

    await userEvent.click(button('Update Article'));
    expect(await screen.findByText('Describe the photo in English: its alt text is required')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/articles/article-1')).toHaveLength(0);

    await userEvent.type(field('Alt text (English)'), 'Lemons on a Sorrento terrace');
    await userEvent.type(field('Alt text (Italian)'), 'Limoni su una terrazza di Sorrento');
    await userEvent.click(button('Update Article'));
    expect(await screen.findByText('Articles list')).toBeInTheDocument();
    expect(api.sent('PUT', `/api/admin/photos/${lemons.id}/alt`).at(0)?.body).toEqual({ alt: { en: 'Lemons on a Sorrento terrace', it: 'Limoni su una terrazza di Sorrento' } });
    expect(api.sent('PUT', '/api/admin/articles/article-1').at(0)?.body).toMatchObject({ featuredImage: lemons.url });
  });

  it('inserts a photo dropped on the Markdown text at the cursor, its alt text from the file name', async () => {
    fakeApi({
      'GET /api/admin/categories': () => ({ data: [aCategory({ id: 'cat-guides', name: 'Guides', type: 'article' })] }),
      'GET /api/admin/articles/article-1': () => anArticle({ content: 'Before. After.' }),
      'POST /api/admin/photos': () => lemons,
    });
    renderArticleEditor();
    const content = await waitFor(() => {
      const area = field('Content');
      expect(area).toHaveValue('Before. After.');
      return area;
    });
    content.setSelectionRange(8, 8);
    fireEvent.drop(content, { dataTransfer: { files: [new File([new Uint8Array(1024)], 'lemon_grove-sorrento.jpg', { type: 'image/jpeg' })], types: ['Files'] } });
    await waitFor(() => expect(field('Content')).toHaveValue(`Before. ![lemon grove sorrento](${lemons.url})After.`));
  });
});
