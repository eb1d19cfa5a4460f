import { createRoot } from 'react-dom/client';
import App from './App';

/*
 * Standalone mount, for working on this remote without the shell: when a page with
 * a #root loads main.js directly. The page must have loaded the shell's main.js first, which
 * provides the federation runtime this build leaves out (externalRuntime). In production the
 * shell loads ./App through remoteEntry.js and this file never runs.
 */
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(<App />);
}
