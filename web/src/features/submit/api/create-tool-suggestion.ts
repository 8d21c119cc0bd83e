// POST /api/tool-suggestions (spec §7): JSON category + suggestion, bearer token.
import type { ToolCategory } from '@domain/tools';
import { useMutation } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';

export interface ToolSuggestion {
  category: ToolCategory;
  suggestion: string;
}

export async function createToolSuggestion({ input, token }: { input: ToolSuggestion; token: string }) {
  return fetchApi('toolSuggestion', { body: input, token });
}

export function useCreateToolSuggestion() {
  return useMutation({ mutationFn: createToolSuggestion });
}
