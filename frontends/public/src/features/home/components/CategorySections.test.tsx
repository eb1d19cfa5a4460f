import { screen, within } from '@testing-library/react';
import type { catalog } from '@costiera/contracts';
import { renderPage, tourListItem } from '../../../testing/render-page';
import { CategorySections } from './CategorySections';

const tour = (id: string, category: string) => tourListItem({ id, title: `Tour ${id}`, category }) as catalog.TourListItem;
const section = (category: string) => document.getElementById(`section-${category}`)!.closest('section')!;

describe('home page tour sections', () => {
  it('shows at most four tours per category, each section linking to /tours?category={category}', () => {
    const tours = [...['1', '2', '3', '4', '5'].map((id) => tour(id, 'private-boat-tour')), tour('6', 'cooking-class')];
    renderPage(<CategorySections tours={tours} loading={false} failed={false} />);
    const boats = section('private-boat-tour');
    expect(within(boats).getAllByRole('link', { name: /^Tour \d/ }).map((a) => a.textContent)).toHaveLength(4);
    expect(within(boats).queryByText('Tour 5')).not.toBeInTheDocument();
    expect(within(section('cooking-class')).getByText('Tour 6')).toBeInTheDocument();
    for (const category of ['private-boat-tour', 'shared-boat-tour', 'private-shore-excursion', 'cooking-class', 'private-transfer', 'rent-scooter']) {
      expect(within(section(category)).getByText('View all')).toHaveAttribute('href', `/tours?category=${category}`);
    }
  });

  it("says 'No tours available in this category at the moment.' for a category without tours", () => {
    renderPage(<CategorySections tours={[tour('1', 'private-boat-tour')]} loading={false} failed={false} />);
    expect(within(section('rent-scooter')).getByText('No tours available in this category at the moment.')).toBeInTheDocument();
    expect(within(section('private-boat-tour')).queryByText('No tours available in this category at the moment.')).not.toBeInTheDocument();
    expect(screen.getAllByText('No tours available in this category at the moment.')).toHaveLength(5);
  });

  it("says each tour's next available day, and nothing for a tour without one", () => {
    const open = tourListItem({ id: '1', title: 'Tour 1', category: 'private-boat-tour', nextAvailableDate: '2026-06-12' }) as catalog.TourListItem;
    const none = tourListItem({ id: '2', title: 'Tour 2', category: 'private-boat-tour', nextAvailableDate: null }) as catalog.TourListItem;
    renderPage(<CategorySections tours={[open, none]} loading={false} failed={false} />);
    expect(within(section('private-boat-tour')).getAllByText(/^Next available:/).map((n) => n.textContent)).toEqual(['Next available: Fri 12 Jun']);
  });

  it('speaks Italian on an Italian page: headings, links, the next available day and the price', () => {
    const open = tourListItem({ id: '1', title: 'Giro di Capri', category: 'private-boat-tour', nextAvailableDate: '2027-06-12', priceFrom: '1234.50', lang: 'it' }) as catalog.TourListItem;
    renderPage(<CategorySections tours={[open]} loading={false} failed={false} />, { language: 'it' });
    const boats = section('private-boat-tour');
    expect(within(boats).getByRole('heading', { name: 'Tour privati in barca' })).toBeInTheDocument();
    expect(within(boats).getByRole('link', { name: 'Vedi tutti: Tour privati in barca' })).toHaveTextContent('Vedi tutti');
    expect(within(boats).getByText('Prima data libera: sab 12 giu')).toBeInTheDocument();
    expect(within(boats).getByText('Da € 1.234,50')).toBeInTheDocument();
    expect(within(section('rent-scooter')).getByRole('heading', { name: 'Noleggio scooter' })).toBeInTheDocument();
    expect(screen.getAllByText('Al momento non ci sono tour disponibili in questa categoria.')).toHaveLength(5);
  });

  it('says in Italian that the tours could not be loaded', () => {
    renderPage(<CategorySections tours={undefined} loading={false} failed />, { language: 'it' });
    expect(screen.getAllByText('Al momento non riusciamo a caricare i tour. Riprova più tardi.')).toHaveLength(6);
  });
});
