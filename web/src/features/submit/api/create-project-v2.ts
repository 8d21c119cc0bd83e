// POST /api/projects/v2 (docs/product.md#calls): multipart with the bearer token. The server takes the submitter
// from the token; the form carries no identity fields.
import type { ApiOutput } from '@domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';
import { readAgain } from '../../../lib/read-again';

export type CreatedProject = ApiOutput<'createProjectV2'>;

/** My Projects' query key prefix (features/my-page); refreshed after a submission. */
export const MY_SUBMISSIONS_KEY = ['my-submissions'] as const;

export async function createProjectV2({ form, token }: { form: FormData; token: string }): Promise<CreatedProject> {
  return browserApi.call('createProjectV2', { body: form, token });
}

export function useCreateProjectV2() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectV2,
    onSuccess: () => readAgain(queryClient, [MY_SUBMISSIONS_KEY]),
  });
}
