export * from './http';
export * from './codecs';
export * as identity from './identity';
export * as catalog from './catalog';
export * as content from './content';
export * as bookings from './bookings';
export * as reporting from './reporting';
export * as health from './health';
export * from './app-paths';
