import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { Reply, fakeApi, held, type ApiRequest, type SentFile } from '../../testing/fake-api';
import { aCategory, aPhoto, aTour, aTourCalendar } from '../../testing/fixtures';
import { button, findButton, findDialog } from '../../testing/choose';
import TourFormPage from './TourFormPage';

function renderTourEditor() {
  return renderAdmin(
    <Routes>
      <Route index element={<p>Tours list</p>} />
      <Route path=":id/edit" element={<TourFormPage />} />
    </Routes>,
    { path: '/admin/tours/tour-1/edit', route: '/admin/tours/*' },
  );
}

const capri = aPhoto(1);
const positano = aPhoto(2);
const amalfi = aPhoto(3, { alt: { en: 'Amalfi cathedral steps', it: 'La scalinata del duomo di Amalfi' }, variants: { recipe: 1, widths: [320, 640, 960] } });

function tourAnswers(images: string[] = []) {
  return {
    'GET /api/admin/categories': () => ({ data: [aCategory()] }),
    'GET /api/admin/tours/*/calendar': () => aTourCalendar(),
    'PUT /api/admin/tours/*/calendar': () => aTourCalendar(),
    'GET /api/admin/tours/tour-1': () => aTour({ images }),
    'PUT /api/admin/tours/tour-1': () => aTour(),
    'GET /api/admin/activity/items/tour-1': () => ({ data: [] }),
    'GET /api/admin/photos/*': ({ path }: ApiRequest) => [capri, positano, amalfi].find((p) => path.endsWith(p.id)) ?? new Reply(404, { error: 'not_found', message: 'No such photo' }),
    'PUT /api/admin/photos/*/alt': ({ path, body }: ApiRequest) => ({ ...[capri, positano, amalfi].find((p) => path.includes(p.id))!, ...(body as object) }),
  };
}

const jpeg = (name: string) => new File([new Uint8Array(4096)], name, { type: 'image/jpeg' });
const dropFiles = (files: File[]) => fireEvent.drop(screen.getByTestId('photo-dropzone'), { dataTransfer: { files, types: ['Files'] } });
const sentFile = (request: ApiRequest) => (request.body as { file: SentFile }).file;
const tile = (number: number) => screen.getByRole('listitem', { name: `Tour image ${number}` });
const altField = (number: number, language: 'English' | 'Italian') => within(tile(number)).getByLabelText(`Alt text (${language})`);

jest.setTimeout(60_000);
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('photos in the tour form', () => {
  it('uploads photos dropped together, each with its own progress, and will not save until both are in with their alt texts in English and Italian', async () => {
    const first = held<unknown>();
    const second = held<unknown>();
    const api = fakeApi({ ...tourAnswers(), 'POST /api/admin/photos': (request) => (sentFile(request).name === 'capri.jpg' ? first.promise : second.promise) });
    renderTourEditor();
    await screen.findByTestId('photo-dropzone');
    dropFiles([jpeg('capri.jpg'), jpeg('positano.jpg')]);

    expect(await screen.findByText('Uploading capri.jpg', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByText('Uploading positano.jpg', { selector: 'div' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['50', '50']));
    expect(api.sent('POST', '/api/admin/photos').map(sentFile)).toEqual([
      { name: 'capri.jpg', type: 'image/jpeg', size: 4096 },
      { name: 'positano.jpg', type: 'image/jpeg', size: 4096 },
    ]);

    first.release(capri);
    await waitFor(() => expect(altField(1, 'English')).toBeInTheDocument());
    // The picked file shows until the server has rendered the photo's sizes.
    expect(within(tile(1)).getByRole('img', { name: 'Tour image 1' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await userEvent.click(button('Update Tour'));
    expect(await screen.findByText('Describe the photo in English: its alt text is required')).toBeInTheDocument();
    expect(screen.getByText('Describe the photo in Italian: its alt text is required')).toBeInTheDocument();
    expect(screen.getByText('Wait until every photo has finished uploading')).toBeInTheDocument();

    second.release(positano);
    await waitFor(() => expect(altField(2, 'Italian')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Wait until every photo has finished uploading')).not.toBeInTheDocument());
    await userEvent.type(altField(1, 'English'), 'The Blue Grotto by boat');
    await userEvent.type(altField(1, 'Italian'), 'La Grotta Azzurra in barca');
    await userEvent.type(altField(2, 'English'), 'Positano from the sea');
    await userEvent.click(button('Update Tour'));
    expect(await screen.findByText('Describe the photo in Italian: its alt text is required')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/tours/tour-1')).toHaveLength(0);

    await userEvent.type(altField(2, 'Italian'), 'Positano dal mare');
    await userEvent.click(button('Update Tour'));
    expect(await screen.findByText('Tours list')).toBeInTheDocument();
    expect(api.sent('PUT', `/api/admin/photos/${capri.id}/alt`).at(0)?.body).toEqual({ alt: { en: 'The Blue Grotto by boat', it: 'La Grotta Azzurra in barca' } });
    expect(api.sent('PUT', `/api/admin/photos/${positano.id}/alt`).at(0)?.body).toEqual({ alt: { en: 'Positano from the sea', it: 'Positano dal mare' } });
    expect(api.sent('PUT', '/api/admin/tours/tour-1').at(0)?.body).toMatchObject({ images: [capri.url, positano.url] });
    // The alt texts are stored before the tour that shows the photos.
    const order = api.requests.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf(`PUT /api/admin/photos/${positano.id}/alt`)).toBeLessThan(order.indexOf('PUT /api/admin/tours/tour-1'));
  });

  it("shows the server's reason beside a refused file and adds nothing", async () => {
    const api = fakeApi({
      ...tourAnswers(),
      'POST /api/admin/photos': () => new Reply(415, { error: 'unsupported_media_type', message: 'This file is an SVG image: photos must be JPEG, PNG, WebP or AVIF' }),
    });
    renderTourEditor();
    await screen.findByTestId('photo-dropzone');
    dropFiles([new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' })]);

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('logo.svg was not uploaded');
    expect(refusal).toHaveTextContent('This file is an SVG image: photos must be JPEG, PNG, WebP or AVIF');
    expect(screen.queryByRole('listitem', { name: 'Tour image 1' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the message about logo.svg' }));
    expect(screen.queryByText('logo.svg was not uploaded')).not.toBeInTheDocument();
    await userEvent.click(button('Update Tour'));
    expect(await screen.findByText('Tours list')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/tours/tour-1').at(0)?.body).toMatchObject({ images: [] });
  });

  it('reorders photos with their buttons, makes one the cover, and keeps the alt texts each already has', async () => {
    const external = 'https://example.com/sorrento.jpg';
    const api = fakeApi(tourAnswers([amalfi.url, external, capri.url]));
    renderTourEditor();
    await waitFor(() => expect(altField(1, 'English')).toHaveValue('Amalfi cathedral steps'));
    expect(within(tile(1)).getByText('Cover')).toBeInTheDocument();
    // A rendered size once the server has one; a pasted URL as it is, with the tour title as its alt on the page.
    expect(within(tile(1)).getByRole('img', { name: /^Tour image/ })).toHaveAttribute('src', `/media/photos/${amalfi.id}/v1-640.webp`);
    expect(within(tile(2)).getByRole('img', { name: /^Tour image/ })).toHaveAttribute('src', external);
    expect(within(tile(2)).getByText('Linked by URL: the page uses the tour title as its alt text')).toBeInTheDocument();
    expect(within(tile(2)).queryByLabelText('Alt text (English)')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    await waitFor(() => expect(within(tile(1)).getByRole('img', { name: /^Tour image/ })).toHaveAttribute('src', external));
    // The moved photo's own button keeps the focus, for the next press of the key.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus());
    expect(screen.getByText('Photo moved to position 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await waitFor(() => expect(within(tile(1)).getByText('Cover')).toBeInTheDocument());
    await userEvent.type(altField(1, 'English'), 'Capri');
    await userEvent.type(altField(1, 'Italian'), 'Capri vista dal mare');

    await userEvent.click(button('Update Tour'));
    expect(await screen.findByText('Tours list')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/tours/tour-1').at(0)?.body).toMatchObject({ images: [capri.url, external, amalfi.url] });
    expect(api.sent('PUT', `/api/admin/photos/${amalfi.id}/alt`).at(0)?.body).toEqual({ alt: { en: 'Amalfi cathedral steps', it: 'La scalinata del duomo di Amalfi' } });
    expect(api.sent('PUT', `/api/admin/photos/${capri.id}/alt`).at(0)?.body).toEqual({ alt: { en: 'Capri', it: 'Capri vista dal mare' } });
  });

  it("still adds a pasted URL through the spec's prompt, and an empty answer adds nothing", async () => {
    const api = fakeApi(tourAnswers());
    renderTourEditor();
    await userEvent.click(await findButton('Add Image'));
    await userEvent.click(within(await findDialog('Add Image')).getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('listitem', { name: 'Tour image 1' })).not.toBeInTheDocument();

    await userEvent.click(button('Add Image'));
    await userEvent.type(within(await findDialog('Add Image')).getByLabelText('Image URL'), 'https://example.com/capri.jpg{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Tour image 1' })).toBeInTheDocument();
    await userEvent.click(button('Update Tour'));
    expect(await screen.findByText('Tours list')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/tours/tour-1').at(0)?.body).toMatchObject({ images: ['https://example.com/capri.jpg'] });
    expect(api.requests.some((r) => r.path.startsWith('/api/admin/photos'))).toBe(false);
  });
});
