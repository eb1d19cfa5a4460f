/** '1250' -> '1,250'. By hand, not Intl: the first Intl formatter of a page loads locale
 * data, main-thread work a slow phone does before the first tour card shows. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Prices are decimal strings from the API ('120.00'); shown in euros on the public side. */
export function formatPrice(amount: string | number, currency = 'EUR'): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return '';
  const symbol = currency === 'USD' ? '$' : currency === 'GBP' ? '£' : '€';
  return `${n < 0 ? '-' : ''}${symbol}${formatAmount(Math.abs(n))}`;
}

/** An amount as English writes it, cents only when there are any: '1,234.50', '45'. */
export function formatAmount(n: number): string {
  const [whole = '0', cents] = (Number.isInteger(n) ? String(n) : n.toFixed(2)).split('.');
  return `${groupThousands(whole)}${cents ? `.${cents}` : ''}`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * '3 hours ago', 'less than a minute ago'. Returns `fallback` when the date is missing
 * or invalid (the admin lists show 'Recently' or 'Unknown').
 */
export function timeAgo(iso: string | null | undefined, fallback = 'Recently', now: number = Date.now()): string {
  if (!iso) return fallback;
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return fallback;
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
    }
  }
  return 'less than a minute ago';
}

/** 'Showing 11 to 20 of 42 tours'; 'Showing 0 to 0 of 0 tours' when empty. */
export function rangeText(page: number, limit: number, total: number, noun: string): string {
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return `Showing ${from} to ${to} of ${total} ${noun}`;
}
