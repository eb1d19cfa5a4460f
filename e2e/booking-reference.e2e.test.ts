import { requestableDate } from './support/booking-window';
import { signIn } from './support/admin';
import { DESKTOP, baseUrl, expect, test, visit } from './support/fixtures';

/**
 * A traveller reads their reference out on the phone; staff type it into the back office as
 * they hear it: lower case, with spaces, without the prefix, O for 0, L for 1, S for 5, B for 8,
 * G for 6, Z for 2, U for V. The list finds the request; a reference with a wrong character is
 * called a typo at once, and the list is not asked for it.
 */
const LOOK_ALIKE: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', '2': 'z', '5': 's', '6': 'g', '8': 'b', V: 'u' };
const stamp = Date.now().toString(36);

/** A request sent through the api whose reference has a character with a look-alike (most do; a few tries at most). */
async function requestWithLookAlike(): Promise<{ reference: string; name: string }> {
  const tours = (await (await fetch(`${baseUrl()}/api/tours`)).json()) as Array<{ id: string }>;
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = `Rita Reference ${stamp} ${attempt}`;
    const res = await fetch(`${baseUrl()}/api/booking-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerName: name, customerEmail: `e2e-reference-${attempt}@example.com`, date: await requestableDate(baseUrl(), 40), people: 2, tourId: tours[0]!.id }),
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    if ([...reference.slice(4)].some((c) => c in LOOK_ALIKE)) return { reference, name };
  }
  throw new Error('twenty references in a row without a look-alike character');
}

test('staff find a request by its reference typed with look-alike characters, lower case and spaces; a typo is told before any lookup', async ({ newPage }) => {
  const { reference, name } = await requestWithLookAlike();
  const code = reference.slice(4);
  const typed = `${[...code.slice(0, 3)].map((c) => LOOK_ALIKE[c] ?? c).join('')} ${[...code.slice(3)].map((c) => LOOK_ALIKE[c] ?? c).join('')}`.toLowerCase();
  expect(typed.replace(' ', '').toUpperCase()).not.toBe(code);

  const { context, page } = await newPage(DESKTOP);
  await signIn(page);
  await visit(page, '/admin/booking-requests');
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ requests/)).toBeVisible();
  const search = page.getByLabel('Search by name, email or reference');
  await search.fill(typed);
  await expect(page.getByText('Showing 1 to 1 of 1 requests')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(reference);
  await row.getByRole('button', { name: `View details of the request from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Request Details' });
  await expect(dialog.getByText(reference, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // One character changed: the check character no longer fits.
  const wrong = `${code.slice(0, 6)}${code[6] === '7' ? '9' : '7'}`;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/booking-requests')) asked.push(new URL(r.url()).searchParams.get('search') ?? '');
  });
  await search.fill(`cst-${wrong.toLowerCase()}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This reference has a typo' })).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  expect(asked.filter((s) => s.toUpperCase().includes(wrong))).toEqual([]);
  await context.close();
});
