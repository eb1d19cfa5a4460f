import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@costiera/kit';
import { RemoteApp, type RemoteLoader } from './remotes/RemoteApp';

/*
 * While the public remote downloads, the static first paint in index.html stays on screen
 * (the boot header, or the page the backend prerendered there): no fallback of our own, so
 * the remote's first render replaces it in one frame. The admin area shows a loading text.
 */
const publicFallback = null;
const adminFallback = (
  <p role="status" style={{ textAlign: 'center', marginTop: 80, color: '#555' }}>
    Loading…
  </p>
);

/** The layout-free route table: /admin/* goes to the admin remote, everything else to the public one. */
export function App({ load }: { load?: RemoteLoader }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin/*" element={<RemoteApp name="admin_app" label="the admin area" fallback={adminFallback} load={load} />} />
          <Route path="/*" element={<RemoteApp name="public_app" label="this page" fallback={publicFallback} load={load} />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
