import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { Header } from './Header';

/**
 * Whether the router left a click to the browser: a window listener runs after React's, sees
 * whether the click was prevented, then prevents it itself (jsdom cannot load another page).
 */
function clickLeftToBrowser(link: HTMLElement): boolean {
  let left = false;
  const listener = (event: MouseEvent) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  try {
    fireEvent.click(link);
  } finally {
    window.removeEventListener('click', listener);
  }
  return left;
}

describe('the site header', () => {
  it('takes staff to the admin sign-in by a full page load: the admin area is the other remote, with its own router', () => {
    renderPage(<Header />, { url: '/tours' });
    const signIn = screen.getByRole('link', { name: 'Sign in (staff)' });
    expect(signIn).toHaveAttribute('href', '/admin/login');
    expect(clickLeftToBrowser(signIn)).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/tours');
  });

  it('goes to a public page inside the router, without loading the page again', () => {
    renderPage(<Header />, { url: '/tours' });
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Costiera home' }))).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
