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
});
