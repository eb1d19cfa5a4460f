import { readRemoteManifest } from './remotes/manifest';

/*
 * Runs first in main.js (a separate entry module, so index.ts stays a bare async boundary):
 * starts downloading the remote this path needs while the shell's React chunks download,
 * instead of after React has rendered. Not an inline script: the CSP allows 'self' scripts only.
 */
const manifest = readRemoteManifest();
const link = document.createElement('link');
link.rel = 'preload';
link.as = 'script';
link.href = /^\/admin(\/|$)/.test(window.location.pathname) ? manifest.admin_app : manifest.public_app;
document.head.appendChild(link);
