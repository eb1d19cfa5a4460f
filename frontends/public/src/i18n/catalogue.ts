import type site from './messages/en/site.json';
import type tourList from './messages/en/tour-list.json';
import type tourDetail from './messages/en/tour-detail.json';
import type content from './messages/en/content.json';
import type destinations from './messages/en/destinations.json';

/*
 * The public site's texts: ICU MessageFormat catalogues, one file per language and area under
 * messages/, compiled into functions when the remote is built (i18n/compile-catalogue.js).
 * `site` holds what the remote's first chunk renders (layout, home, cards, errors); each other
 * area loads with the pages that use it, so `/` carries only its own texts (docs/adr/0021).
 */
export const AREAS = ['site', 'tour-list', 'tour-detail', 'content', 'destinations'] as const;
export type Area = (typeof AREAS)[number];

/** Every message id, from the English catalogues (the source): a misspelt id does not compile. */
export type MessageId = keyof typeof site | keyof typeof tourList | keyof typeof tourDetail | keyof typeof content | keyof typeof destinations;

export type MessageValues = Record<string, string | number>;
export type Message = (values?: MessageValues) => string;
export type Messages = Readonly<Record<string, Message>>;

/** The name of an area's chunk (webpack names it from the file: messages/it/site.json), as ssr.json lists its files. */
export const catalogueChunk = (language: string, area: Area): string => `messages-${language}-${area}-json`;

/** One area of a language's catalogue: a chunk of its own in the browser, bundled in the server's build. */
export function loadArea(language: string, area: Area): Promise<Messages> {
  return import(/* webpackChunkName: "messages-[request]" */ `./messages/${language}/${area}.json`).then((m: { default: Messages }) => m.default);
}
