/*
 * The back office in Italian: one file of translations per area, each keyed by the message ids
 * its `messages.ts` defines (a test checks that every id has its translation and the same arguments).
 */
import layout from './it/layout.json';

const italian: Record<string, string> = { ...layout };
export default italian;
