import type { ReactElement } from 'react';
import { render as renderNode, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MetaDescriptionCounter } from './MetaDescriptionCounter';

const render = (ui: ReactElement) => renderNode(<IntlProvider locale="en">{ui}</IntlProvider>);

describe('meta description counter', () => {
  it('counts characters against the 160 limit', () => {
    render(<MetaDescriptionCounter length={120} />);
    const counter = screen.getByText('120/160 characters');
    expect(counter).toHaveAttribute('data-over-limit', 'false');
    expect(counter).not.toHaveStyle({ color: '#a8071a' });
  });

  it('stays neutral at exactly 160', () => {
    render(<MetaDescriptionCounter length={160} />);
    expect(screen.getByText('160/160 characters')).toHaveAttribute('data-over-limit', 'false');
  });

  it('turns red over 160', () => {
    render(<MetaDescriptionCounter length={161} />);
    const counter = screen.getByText(/161\/160 characters/);
    expect(counter).toHaveAttribute('data-over-limit', 'true');
    expect(counter).toHaveStyle({ color: '#a8071a' });
  });
});
