import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Picks `option` from the antd Select labelled `label`, as a mouse user does. */
export async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter((d) => !d.classList.contains('ant-select-dropdown-hidden'));
    if (open.length === 0) throw new Error(`the options of ${label} did not open`);
    return open[open.length - 1]!;
  });
  fireEvent.click(within(dropdown).getByTitle(option));
}

/** The button showing `text` (role queries are too slow over antd's DOM in jsdom). */
export function button(text: string): HTMLButtonElement {
  const found = screen.getByText(text, { selector: 'button, button *' }).closest('button');
  if (!found) throw new Error(`no button '${text}'`);
  return found;
}

/** The open dialog titled `title`. */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

export async function findButton(text: string): Promise<HTMLButtonElement> {
  await screen.findAllByText(text, { selector: 'button, button *' });
  return button(text);
}
