import * as t from 'io-ts';
import { route } from '../http';

export const Health = t.type({ status: t.string, checks: t.record(t.string, t.string) }, 'Health');
export const healthz = route({ name: 'health.live', method: 'GET', path: '/healthz', access: 'public', response: Health });
export const readyz = route({ name: 'health.ready', method: 'GET', path: '/readyz', access: 'public', response: Health });
