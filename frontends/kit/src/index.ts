export { upload, type UploadInput } from './upload';
export { call, answerOf, urlOf, setApiBaseUrl, setApiTransport, type ApiTransport, type CallInput } from './api-client';
export { ApiError, apiStatusOf } from './api-error';
export { QueryCache, type DehydratedQuery, type Query, type QueryKey, type QueryState } from './query-cache';
export { QueryCacheProvider, useQuery, useQueryCache, type QueryResult, type UseQueryOptions } from './use-query';
export { queryKeys } from './query-keys';
export { slugify } from './slugify';
export { useDebouncedValue } from './use-debounced-value';
export { formatAmount, formatPrice, timeAgo, rangeText } from './format';
export { priceUnitFor, type PriceUnit } from './price-unit';
export { PageMeta, PageLanguageProvider, SiteUrlProvider, usePageLanguage, useSiteUrl, SITE_NAME, type PageLanguage, type PageMetaProps } from './page-meta';
export { HttpStatusProvider, useHttpStatus, type HttpStatusRecord } from './http-status';
export { SERVER_STATE_ID, readServerState, serializeServerState, type FailureTexts, type FormPost, type ServerState } from './server-state';
export { FormKeyProvider, FormPostProvider, useFormKey, useFormPost } from './form-post';
export { NotFound, type NotFoundTexts } from './not-found';
export { toast, useToastStore, TOAST_DURATION_MS, TOAST_LIMIT, type Toast, type ToastVariant } from './toast/toast-store';
export { Toaster, type ToasterLabels } from './toast/toaster';

