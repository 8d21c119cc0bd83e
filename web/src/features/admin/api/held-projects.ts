// GET /api/admin/held-projects and POST /api/admin/held-projects/{id}/release: projects
// whose AI score (≥ 9.0) waits for an admin's look before it can chart. Releasing keeps the judge's
// score or sets an adjusted one; the list refreshes after either outcome (a 409: someone else did it).
import type { z } from 'zod';
import type { heldProjectSchema } from '@domain/api';
import { ADMIN_KEYS } from '../admin-keys';
import { useAdminMutation, useAdminQuery } from './admin-call';

export type HeldProject = z.infer<typeof heldProjectSchema>;

export function useHeldProjects() {
  return useAdminQuery(ADMIN_KEYS.heldProjects, 'heldProjects');
}

export function useReleaseHeldProject() {
  return useAdminMutation(
    'releaseHeldProject',
    ({ id, aiScore }: { id: string; aiScore?: number }) => ({
      params: { id },
      body: aiScore === undefined ? {} : { aiScore },
    }),
    { refreshes: [ADMIN_KEYS.heldProjects] },
  );
}
