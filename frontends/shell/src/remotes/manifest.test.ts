import { DEFAULT_REMOTES, readRemoteManifest } from './manifest';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'costiera-remotes';
    script.type = 'application/json';
    script.textContent = json;
    doc.head.appendChild(script);
  }
  return doc;
}

describe('remote manifest', () => {
  it('reads the remote locations the backend wrote into index.html', () => {
    expect(readRemoteManifest(docWith('{"public_app":"https://cdn.example/public/remoteEntry.js","admin_app":"/x/admin.js"}'))).toEqual({
      public_app: 'https://cdn.example/public/remoteEntry.js',
      admin_app: '/x/admin.js',
    });
  });

  it('falls back to the same-origin defaults for a missing, broken or partial manifest', () => {
    expect(readRemoteManifest(docWith(null))).toEqual(DEFAULT_REMOTES);
    expect(readRemoteManifest(docWith('{not json'))).toEqual(DEFAULT_REMOTES);
    expect(readRemoteManifest(docWith('{"admin_app":"/elsewhere.js","public_app":""}'))).toEqual({ ...DEFAULT_REMOTES, admin_app: '/elsewhere.js' });
  });
});
