import { toast, TOAST_DURATION_MS, useToastStore } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the current one', () => {
    toast({ title: 'First' });
    toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' }),
    ]);
  });

  it('dismisses a toast after 5 seconds', () => {
    toast({ title: 'Request sent' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('a replaced toast does not take the new one down with its timer', () => {
    toast({ title: 'First' });
    jest.advanceTimersByTime(4000);
    toast({ title: 'Second' });
    jest.advanceTimersByTime(2000);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Second']);
  });
});
