/**
 * The public remote's API calls (calls.ts), loaded the first time the browser asks the API. A
 * page the server rendered carries the answers it shows, so its first view neither downloads nor
 * evaluates io-ts and the contracts' codecs (docs/adr/0013-public-javascript-budget.md); they
 * arrive with the first fetch: a filter, a navigation, a booking request. The server build is
 * one bundle, where this resolves at once.
 */
export const api = () => import(/* webpackChunkName: "api" */ './calls');
