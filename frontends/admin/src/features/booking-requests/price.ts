import type { IntlShape } from 'react-intl';
import { formatPrice } from '@costiera/kit';

/**
 * A tour's price in the admin's language. English keeps the site's own form ('€1,234.50');
 * another language groups and marks decimals its way, the symbol first as the booking emails
 * write it ('€ 1.234,50', grouped from the thousands on).
 */
export function priceIn(intl: IntlShape, amount: string, currency: string): string {
  if (intl.locale === 'en') return formatPrice(amount, currency);
  const n = Number(amount);
  if (!Number.isFinite(n)) return '';
  const parts = intl.formatNumberToParts(n, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    useGrouping: 'always',
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  const symbol = parts.filter((p) => p.type === 'currency').map((p) => p.value).join('');
  const figure = parts.filter((p) => p.type !== 'currency' && p.type !== 'literal').map((p) => p.value).join('');
  return `${symbol} ${figure}`;
}
