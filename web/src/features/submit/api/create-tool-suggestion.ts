// POST /api/tool-suggestions (docs/product.md#calls): JSON category + suggestion, bearer token.
import type { ToolCategory } from '@domain/tools';
import { useMutation } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';

export interface ToolSuggestion {
  category: ToolCategory;
  suggestion: string;
}

export async function createToolSuggestion({ input, token }: { input: ToolSuggestion; token: string }) {
  return browserApi.call('toolSuggestion', { body: input, token });
}

export function useCreateToolSuggestion() {
  return useMutation({ mutationFn: createToolSuggestion });
}
