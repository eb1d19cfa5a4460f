export { ApiError, call, urlOf, setApiBaseUrl, type CallInput } from './api-client';
export { createQueryClient } from './query-client';
export { queryKeys } from './query-keys';
export { slugify } from './slugify';
export { useDebouncedValue } from './use-debounced-value';
export { formatPrice, timeAgo, rangeText } from './format';
export { priceUnitFor, type PriceUnit } from './price-unit';
export { setDocumentMeta, useDocumentMeta, SITE_NAME } from './document-meta';
export { NotFound } from './not-found';
export { toast, useToastStore, TOAST_DURATION_MS, TOAST_LIMIT, type Toast, type ToastVariant } from './toast/toast-store';
export { Toaster } from './toast/toaster';

