// POST /api/projects (docs/product.md#calls), the old form: multipart with the bearer token.
import type { ApiOutput } from '@domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';
import { readAgain } from '../../../lib/read-again';
import { MY_SUBMISSIONS_KEY } from './create-project-v2';

export async function createProject({ form, token }: { form: FormData; token: string }) {
  return browserApi.call('createProject', { body: form, token });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation<ApiOutput<'createProject'>, Error, { form: FormData; token: string }>({
    mutationFn: createProject,
    // "submissions list refreshes" (docs/product.md#submit)
    onSuccess: () => readAgain(queryClient, [MY_SUBMISSIONS_KEY]),
  });
}
