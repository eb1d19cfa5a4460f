import { useState } from 'react';
import type { ReactElement } from 'react';
import { render as renderNode, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import { TextListEditor } from './TextListEditor';

const render = (ui: ReactElement) => renderNode(<IntlProvider locale="en">{ui}</IntlProvider>);

function Included({ onSubmit = () => undefined }: { onSubmit?: () => void }) {
  const [items, setItems] = useState<string[]>(['Skipper']);
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <TextListEditor itemName="included item" value={items} onChange={setItems} />
    </form>
  );
}

describe("What's Included list", () => {
  it('disables Add while the field is empty or blank', async () => {
    render(<Included />);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New included item'), '   ');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('adds a trimmed item with Enter without submitting the form', async () => {
    const onSubmit = jest.fn();
    render(<Included onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('New included item'), '  Fuel  {Enter}');
    expect(screen.getByText('Fuel')).toBeInTheDocument();
    expect(screen.getByLabelText('New included item')).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds with the button and removes per item', async () => {
    render(<Included />);
    await userEvent.type(screen.getByLabelText('New included item'), 'Snorkelling gear');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Snorkelling gear')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove included item Skipper' }));
    expect(screen.queryByText('Skipper')).not.toBeInTheDocument();
  });
});
