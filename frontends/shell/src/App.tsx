import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@costiera/kit';
import { RemoteApp, type RemoteLoader } from './remotes/RemoteApp';

/** Same markup and size as the header in index.html, so the hand-over to the remote does not shift. */
const publicFallback = (
  <div className="boot-header">
    <span className="boot-logo">Costiera</span>
  </div>
);
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
