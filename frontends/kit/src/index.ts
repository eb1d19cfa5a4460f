export { ApiError, call, urlOf, setApiBaseUrl, type CallInput } from './api-client';
export { createQueryClient } from './query-client';
export { slugify } from './slugify';
export { formatPrice, timeAgo, rangeText } from './format';
export { priceUnitFor, type PriceUnit } from './price-unit';
