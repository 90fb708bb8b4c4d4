import './lib/zod-jitless';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/admin/admin-app';
import { createQueryClient } from './lib/query-client';
import { readSiteConfig } from './lib/site-config';

void readSiteConfig().then((site) =>
  createRoot(document.getElementById('root')!).render(
    <AdminApp queryClient={createQueryClient({ admin: true })} site={site} />,
  ),
);
