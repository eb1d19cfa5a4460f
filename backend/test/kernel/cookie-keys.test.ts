import Keygrip from 'keygrip';
import { CookieKeys } from '../../src/kernel/http/cookie-keys';

describe('cookie keys', () => {
  it("signs as Keygrip does, so cookies signed before stay valid", () => {
    const ours = new CookieKeys(['first-secret', 'older-secret']);
    const theirs = new Keygrip(['first-secret', 'older-secret']);
    for (const data of ['costiera.sid=abc', 'costiera.sid=Zm9vYmFy-_', '']) {
      expect(ours.sign(data)).toBe(theirs.sign(data));
      expect(ours.verify(data, theirs.sign(data))).toBe(true);
    }
  });

  it('tells which key signed, and refuses a changed value or signature', () => {
    const keys = new CookieKeys(['new-secret', 'old-secret']);
    const old = new CookieKeys(['old-secret']);
    expect(keys.index('costiera.sid=abc', old.sign('costiera.sid=abc'))).toBe(1);
    expect(keys.index('costiera.sid=abd', keys.sign('costiera.sid=abc'))).toBe(-1);
    expect(keys.verify('costiera.sid=abc', `${keys.sign('costiera.sid=abc')}x`)).toBe(false);
    expect(keys.verify('costiera.sid=abc', '')).toBe(false);
    expect(() => new CookieKeys([])).toThrow(/at least one key/);
  });
});
