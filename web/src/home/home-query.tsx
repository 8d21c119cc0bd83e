// TanStack Query for what `/` loads on demand (the AI review dialog reads a project with it): its own
// client, loaded with the first such use, never in the page's first load.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../app/providers';
import { bindApi, browserApi } from '../lib/api';
import { projectQueryOptions } from '../lib/project-query';

const client = bindApi(createQueryClient(), browserApi);

export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function prefetchProject(id: string): void {
  void client.prefetchQuery(projectQueryOptions(id));
}
