import { matchesAppPath } from '@costiera/contracts';
import { adminPaths } from './admin-paths';

// The backend answers a full page load with 200 only for the contract's app paths (404 for the rest):
// every screen of the back office must be one of them, or reloading it reads as a missing page.
describe('adminPaths', () => {
  it.each(Object.entries(adminPaths))('%s is an app path the backend serves with 200', (_name, value) => {
    const pathname = typeof value === 'function' ? value('PRV-CBC-01') : value;
    expect(matchesAppPath(pathname)).toBe(true);
  });
});
