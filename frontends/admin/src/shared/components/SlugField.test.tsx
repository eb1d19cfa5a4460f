import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { IntlProvider } from 'react-intl';
import { SlugField } from './SlugField';

function ArticleLikeForm({ initiallyAuto }: { initiallyAuto: boolean }) {
  const [auto, setAuto] = useState(initiallyAuto);
  return (
    <IntlProvider locale="en">
      <Form name="t" initialValues={{ title: '', slug: 'existing-slug' }}>
        <Form.Item label="Title" name="title">
          <Input />
        </Form.Item>
        <SlugField source="title" auto={auto} onAutoChange={setAuto} />
      </Form>
    </IntlProvider>
  );
}

describe('slug auto-generation', () => {
  it('fills the slug from the title by the spec rule while the switch is on', async () => {
    render(<ArticleLikeForm initiallyAuto />);
    await userEvent.type(screen.getByLabelText('Title'), "Capri's Blue  Grotto -- by boat");
    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveValue('capris-blue-grotto-by-boat'));
  });

  it('leaves the slug alone once the switch is off, and lets it be edited', async () => {
    render(<ArticleLikeForm initiallyAuto={false} />);
    expect(screen.getByRole('switch', { name: 'Auto-generate slug' })).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('Title'), 'A new title');
    expect(screen.getByLabelText('Slug')).toHaveValue('existing-slug');
    await userEvent.clear(screen.getByLabelText('Slug'));
    await userEvent.type(screen.getByLabelText('Slug'), 'my-own-slug');
    expect(screen.getByLabelText('Slug')).toHaveValue('my-own-slug');
  });

  it('regenerates from the current title when switched back on', async () => {
    render(<ArticleLikeForm initiallyAuto={false} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Amalfi Coast');
    await userEvent.click(screen.getByRole('switch', { name: 'Auto-generate slug' }));
    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveValue('amalfi-coast'));
  });
});
