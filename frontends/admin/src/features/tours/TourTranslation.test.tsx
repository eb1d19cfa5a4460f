import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import type { catalog, TranslationState } from '@costiera/contracts';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, Reply } from '../../testing/fake-api';
import { aCategory, aTour, aTourCalendar } from '../../testing/fixtures';
import { button, findButton } from '../../testing/choose';
import { useAdminLanguage } from '../../i18n/admin-language';
import TourFormPage from './TourFormPage';

const ENGLISH: catalog.TourText = {
  title: 'Capri by private boat',
  short_description: 'Blue Grotto and Faraglioni',
  description: 'A day around the island.',
  included: ['Skipper'],
  not_included: [],
  meeting_point: 'Marina Piccola',
  additional_info: null,
  duration: 'Full day',
};
const ITALIAN: catalog.TourText = {
  title: 'Capri in barca privata',
  short_description: 'Grotta Azzurra e Faraglioni',
  description: "Una giornata intorno all'isola.",
  included: ['Skipper'],
  not_included: [],
  meeting_point: 'Marina Piccola',
  additional_info: null,
  duration: 'Giornata intera',
};

/** A tour whose Italian translation is in `state`, as the API keeps it between calls; `refusal` answers the next save instead. */
function tourApi(initial: TranslationState, server: { refusal?: Reply } = {}) {
  let state = initial;
  let stored: catalog.TourText | null = initial === 'missing' ? null : ITALIAN;
  const answer = (): catalog.TourTranslationAnswer => ({
    tour_id: 'tour-1',
    language: 'it',
    state,
    translation: { ...stored!, language: 'it', updated_at: `2026-11-0${state === 'stale' ? 1 : 2}T10:00:00.000Z`, updated_by: 'marina' },
    english: ENGLISH,
  });
  return fakeApi({
    'GET /api/admin/categories': () => ({ data: [aCategory()] }),
    'GET /api/admin/tours/*/calendar': () => aTourCalendar(),
    'GET /api/admin/tours/tour-1': () => aTour({ ...ENGLISH, translations: { it: state } }),
    'GET /api/admin/tours/tour-1/translations/it': () => (stored ? answer() : new Reply(404, { error: 'not_found', message: 'This tour has no Italian translation' })),
    'PUT /api/admin/tours/tour-1/translations/it': ({ body }) => {
      const b = body as catalog.TourTranslationBody;
      if (server.refusal) return server.refusal;
      stored = { ...ITALIAN, ...(b as Partial<catalog.TourText>) };
      state = 'current';
      return answer();
    },
    'POST /api/admin/tours/tour-1/translations/it/confirm': () => {
      state = 'current';
      return answer();
    },
    'DELETE /api/admin/tours/tour-1/translations/it': () => {
      stored = null;
      state = 'missing';
      return new Reply(204);
    },
  });
}

function renderTourForm(path: string) {
  return renderAdmin(
    <Routes>
      <Route path=":id/edit" element={<TourFormPage />} />
    </Routes>,
    { path, route: '/admin/tours/*' },
  );
}

const italianForm = () => document.querySelector<HTMLFormElement>('form#tour-translation-it')!;
const italianField = (label: string) => within(italianForm()).getByLabelText(label, { exact: true }) as HTMLInputElement;

jest.setTimeout(60_000);
beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => useAdminLanguage.setState({ language: 'en' }));

describe('a tour in Italian', () => {
  it('has an English and an Italiano tab, the English one being the tour form as it was', async () => {
    tourApi('missing');
    renderTourForm('/admin/tours/tour-1/edit');
    expect(await screen.findByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Italiano/ })).toHaveTextContent('IT missing');
    expect(screen.getByLabelText('Title', { exact: true })).toHaveValue('Capri by private boat');
  });

  it('starts a missing translation from empty fields beside the English, refuses one left incomplete on its field, then saves it', async () => {
    const api = tourApi('missing');
    renderTourForm('/admin/tours/tour-1/edit?lang=it');
    expect(await screen.findByText('No Italian translation yet')).toBeInTheDocument();
    expect(italianField('Title')).toHaveValue('');
    expect(within(screen.getByRole('group', { name: 'Title in English' })).getByText('Capri by private boat')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: "What's Included in English" })).getByText('Skipper')).toBeInTheDocument();
    // No delete for a translation that does not exist.
    expect(screen.queryByText('Delete translation')).not.toBeInTheDocument();

    // The form asks for every field the English fills before sending anything.
    await userEvent.click(button('Save translation'));
    expect(await within(italianForm()).findByText('Title is required: the English has it')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/tours/tour-1/translations/it')).toHaveLength(0);

    await userEvent.type(italianField('Title'), 'Capri in barca privata');
    await userEvent.type(italianField('Short description'), 'Grotta Azzurra e Faraglioni');
    await userEvent.type(italianField('Full description'), "Una giornata intorno all'isola.");
    await userEvent.type(italianField('Duration'), 'Giornata intera');
    await userEvent.type(italianField('Meeting point'), 'Marina Piccola');
    await userEvent.type(within(italianForm()).getByLabelText('New included item'), 'Skipper{Enter}');
    await userEvent.click(button('Save translation'));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/tours/tour-1/translations/it').at(0)?.body).toEqual({
      title: 'Capri in barca privata',
      short_description: 'Grotta Azzurra e Faraglioni',
      description: "Una giornata intorno all'isola.",
      included: ['Skipper'],
      not_included: [],
      meeting_point: 'Marina Piccola',
      additional_info: '',
      duration: 'Giornata intera',
    });
    expect(await screen.findByText('Up to date with the English text.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Italiano/ })).not.toHaveTextContent('missing'));
    expect(italianField('Title')).toHaveValue('Capri in barca privata');
  });

  it("shows the server's refusal and puts its message on the field it names", async () => {
    // The English changed on the server since the form was read: the server is the judge of what is whole.
    const refusal = new Reply(422, {
      error: 'unprocessable',
      message: 'Translate every field the English has: Meeting point',
      details: [{ field: 'meeting_point', message: 'Meeting point is required: the English has it' }],
    });
    tourApi('current', { refusal });
    renderTourForm('/admin/tours/tour-1/edit?lang=it');
    await waitFor(() => expect(italianField('Duration')).toHaveValue('Giornata intera'));
    await userEvent.click(button('Save translation'));
    expect(await screen.findByText('The translation was not saved: 422: Translate every field the English has: Meeting point')).toBeInTheDocument();
    expect(within(italianForm()).getByText('Meeting point is required: the English has it')).toBeInTheDocument();
  });

  it('flags a stale translation and clears it on "Confirm still correct"', async () => {
    const api = tourApi('stale');
    renderTourForm('/admin/tours/tour-1/edit?lang=it');
    expect(await screen.findByText('The English text changed after this translation')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Italiano/ })).toHaveTextContent('IT stale');
    expect(italianField('Title')).toHaveValue('Capri in barca privata');
    await userEvent.click(button('Confirm still correct'));
    expect(await screen.findByText('Translation confirmed')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/tours/tour-1/translations/it/confirm')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('The English text changed after this translation')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('tab', { name: /Italiano/ })).not.toHaveTextContent('stale'));
  });

  it('speaks Italian to an admin who reads the back office in Italian', async () => {
    useAdminLanguage.setState({ language: 'it' });
    tourApi('stale');
    renderTourForm('/admin/tours/tour-1/edit?lang=it');
    expect(await screen.findByText('Il testo inglese è cambiato dopo questa traduzione')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Italiano/ })).toHaveTextContent('IT da rivedere');
    expect(screen.getByRole('tab', { name: /English/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Titolo in inglese' })).getByText('Capri by private boat')).toBeInTheDocument();
    expect(italianField('Titolo')).toHaveValue('Capri in barca privata');
    expect(button('Conferma che è ancora corretta')).toBeInTheDocument();
    expect(button('Salva traduzione')).toBeInTheDocument();
  });

  it('deletes a translation after asking, and starts again from empty fields', async () => {
    const api = tourApi('current');
    renderTourForm('/admin/tours/tour-1/edit?lang=it');
    await waitFor(() => expect(italianField('Title')).toHaveValue('Capri in barca privata'));
    await userEvent.click(button('Delete translation'));
    expect(await screen.findByText('Delete the Italian translation? Readers will see the English text instead.')).toBeInTheDocument();
    await userEvent.click(await findButton('Delete'));
    expect(await screen.findByText('Translation deleted')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/admin/tours/tour-1/translations/it')).toHaveLength(1);
    expect(await screen.findByText('No Italian translation yet')).toBeInTheDocument();
    expect(italianField('Title')).toHaveValue('');
  });
});
