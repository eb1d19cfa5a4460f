import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { bookings } from '@costiera/contracts';
import { mockApi, renderPage } from '../../../testing/render-page';
import { testI18n } from '../../../testing/i18n';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { dayLabel, weeksOf } from './calendar-month';

/** June 2027: open from the 10th, the 12th has three seats left, the 13th is sold out, Sundays from the 20th closed. */
function june(): bookings.TourAvailability {
  const days: bookings.DayAvailability[] = [];
  for (let d = 1; d <= 30; d++) {
    const date = `2027-06-${String(d).padStart(2, '0')}`;
    const open = d >= 10;
    const state = d === 12 ? 'limited' : d === 13 ? 'sold_out' : d === 20 || d === 27 ? 'closed' : 'available';
    const seatsLeft = d === 12 ? 3 : d === 13 ? 0 : 10;
    days.push({ date, state, seatsLeft, pastCutoff: !open, requestable: open && state !== 'sold_out' && state !== 'closed', departures: [] });
  }
  return { tourId: 't1', timeZone: 'Europe/Rome', capacity: 10, maxPassengers: 8, departures: [], days, nextRequestableDate: '2027-06-10' };
}

function show(selected = '', onSelect = jest.fn(), onClose = jest.fn(), language = 'en') {
  const api = mockApi({ '/api/tours/t1/availability': (_init, url) => ({ body: url.searchParams.get('from') === '2027-06-01' ? june() : { ...june(), days: [] } }) });
  renderPage(<AvailabilityCalendar tourId="t1" selected={selected} initialMonth="2027-06" firstDate="2027-06-10" lastDate="2027-12-31" onSelect={onSelect} onClose={onClose} />, { language });
  return { api, onSelect, onClose };
}
const day = (name: string) => screen.getByRole('button', { name });
const loaded = () => screen.findByRole('button', { name: 'Thu 10 Jun, available' });

describe('AvailabilityCalendar', () => {
  it("asks for the shown month's days and names each day with its state", async () => {
    const { api } = show();
    await loaded();
    expect(String(api.mock.calls[0]![0])).toContain('/api/tours/t1/availability?from=2027-06-01&to=2027-06-30');
    expect(screen.getByRole('grid', { name: 'June 2027' })).toBeInTheDocument();
    expect(day('Sat 12 Jun, 3 seats left')).toHaveAttribute('aria-disabled', 'false');
    expect(day('Sun 13 Jun, sold out')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sun 20 Jun, closed')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Wed 9 Jun, requests closed')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sat 12 Jun, 3 seats left').querySelector('.calendar__note')).toHaveAttribute('data-note', '3 left');
  });

  it('chooses a requestable day with the pointer', async () => {
    const { onSelect } = show();
    await loaded();
    fireEvent.click(day('Fri 11 Jun, available'));
    expect(onSelect).toHaveBeenCalledWith('2027-06-11', expect.objectContaining({ date: '2027-06-11', requestable: true }));
  });

  it('refuses a sold-out or closed day and says why', async () => {
    const { onSelect } = show();
    await loaded();
    fireEvent.click(day('Sun 13 Jun, sold out'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.querySelector('.calendar__refusal')).toHaveTextContent('Sun 13 Jun is sold out. Please choose another day.');
    fireEvent.click(day('Sun 20 Jun, closed'));
    expect(document.querySelector('.calendar__refusal')).toHaveTextContent('Sun 20 Jun is closed for this tour. Please choose another day.');
  });

  it('moves between days with the arrow keys, Home and End, focusing one day at a time, and chooses with Enter', async () => {
    const { onSelect } = show('2027-06-11');
    await loaded();
    const grid = screen.getByRole('grid');
    await waitFor(() => expect(day('Fri 11 Jun, available')).toHaveFocus());
    expect(day('Fri 11 Jun, available')).toHaveAttribute('tabindex', '0');
    expect(day('Sat 12 Jun, 3 seats left')).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    await waitFor(() => expect(day('Sat 12 Jun, 3 seats left')).toHaveFocus());
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    await waitFor(() => expect(day('Sat 19 Jun, available')).toHaveFocus());
    fireEvent.keyDown(grid, { key: 'Home' });
    await waitFor(() => expect(day('Mon 14 Jun, available')).toHaveFocus());
    fireEvent.keyDown(grid, { key: 'End' });
    await waitFor(() => expect(day('Sun 20 Jun, closed')).toHaveFocus());
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    await waitFor(() => expect(day('Sun 13 Jun, sold out')).toHaveFocus());
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    await waitFor(() => expect(day('Sat 12 Jun, 3 seats left')).toHaveFocus());
    // A button chooses its day on Enter and Space (the browser turns both into a click).
    fireEvent.click(day('Sat 12 Jun, 3 seats left'));
    expect(onSelect).toHaveBeenCalledWith('2027-06-12', expect.objectContaining({ seatsLeft: 3 }));
  });

  it('turns the month with Page Down and the month buttons, never before the first requestable month', async () => {
    const { api } = show('2027-06-11');
    await loaded();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'PageDown' });
    expect(await screen.findByRole('grid', { name: 'July 2027' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Sun 11 Jul/ })).toHaveFocus());
    expect(api.mock.calls.map((c) => new URL(String(c[0]), 'http://x').searchParams.get('from'))).toContain('2027-07-01');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'June 2027' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { onClose } = show();
    await loaded();
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('names the month, the weekdays and each day’s state in the page’s language, and says how the keys move', async () => {
    const { onSelect } = show('', jest.fn(), jest.fn(), 'it');
    await screen.findByRole('button', { name: 'gio 10 giu, disponibile' });
    const grid = screen.getByRole('grid', { name: 'giugno 2027' });
    expect(screen.getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('abbr')])).toEqual([
      ['lun', 'lunedì'],
      ['mar', 'martedì'],
      ['mer', 'mercoledì'],
      ['gio', 'giovedì'],
      ['ven', 'venerdì'],
      ['sab', 'sabato'],
      ['dom', 'domenica'],
    ]);
    expect(grid).toHaveAccessibleDescription(/^Con le frecce ti sposti tra i giorni/);
    expect(day('sab 12 giu, 3 posti rimasti').querySelector('.calendar__note')).toHaveAttribute('data-note', '3 liberi');
    expect(day('dom 13 giu, esaurito').querySelector('.calendar__note')).toHaveAttribute('data-note', 'Pieno');
    expect(day('dom 20 giu, chiuso')).toHaveAttribute('aria-disabled', 'true');
    expect(day('mer 9 giu, richieste chiuse')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(day('dom 20 giu, chiuso'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.querySelector('.calendar__refusal')).toHaveTextContent('Per dom 20 giu il tour non è in programma: scegli un altro giorno.');
    expect(screen.getByRole('button', { name: 'Mese precedente' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(await screen.findByRole('grid', { name: 'luglio 2027' })).toBeInTheDocument();
  });

  it('marks the chosen day as selected', async () => {
    show('2027-06-15');
    await loaded();
    expect(day('Tue 15 Jun, available').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day('Wed 16 Jun, available').closest('td')).toHaveAttribute('aria-selected', 'false');
  });
});

describe('calendar months', () => {
  it('lays a month out in weeks from Monday, with blanks around it', () => {
    const weeks = weeksOf('2027-06');
    expect(weeks[0]).toEqual([null, '2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06']);
    expect(weeks.at(-1)).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', null, null, null, null]);
  });

  it('names a day for a screen reader', () => {
    const limited: bookings.DayAvailability = { date: '2027-06-12', state: 'limited', seatsLeft: 1, pastCutoff: false, requestable: true, departures: [] };
    expect(dayLabel('2027-06-12', limited, testI18n('en'))).toBe('Sat 12 Jun, 1 seat left');
    expect(dayLabel('2027-06-12', limited, testI18n('it'))).toBe('sab 12 giu, 1 posto rimasto');
  });
});
