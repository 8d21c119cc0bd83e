// "Missing a tool? Suggest it" (docs/product.md#data, #validation): category + text (1..100 after
// trimming). On success the toast of docs/product.md#validation and the field clears; on failure the
// server's message shows under the field so nothing fails silently.
import { Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { LIMITS } from '@domain/constants';
import type { ToolCategory } from '@domain/tools';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useCreateToolSuggestion } from '../api/create-tool-suggestion';
import { loadFormChecks } from '../hooks/use-form-checks';
import { TOOL_SUGGESTION_THANKS } from '../submit-form';

const CATEGORIES: { value: ToolCategory; label: string }[] = [
  { value: 'model_provider', label: 'Model provider' },
  { value: 'ide_agent', label: 'IDE / agent' },
  { value: 'host_framework', label: 'Host / framework' },
];

export function ToolSuggestion({ onNeedSignIn }: { onNeedSignIn: () => void }) {
  const { getIdToken } = useSession();
  const [category, setCategory] = useState<ToolCategory>('model_provider');
  const [suggestion, setSuggestion] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useCreateToolSuggestion();

  // Not a <form>: it sits inside the submit form, and forms cannot nest.
  const submit = async () => {
    if (mutation.isPending) return;
    const { validateToolSuggestion } = await loadFormChecks();
    const result = validateToolSuggestion(category, suggestion);
    if (!result.ok) {
      setError(result.errors.suggestion ?? result.errors.category);
      return;
    }
    setError(undefined);
    const token = await getIdToken();
    if (!token) {
      onNeedSignIn();
      return;
    }
    try {
      await mutation.mutateAsync({ input: result.data, token });
      setSuggestion('');
      toast({ title: TOOL_SUGGESTION_THANKS, type: 'success' });
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.serverMessage : 'Could not send the suggestion. Please try again.',
      );
    }
  };

  return (
    <Stack role="group" gap={2} aria-labelledby="tool-suggestion-heading" data-testid="tool-suggestion">
      <Text id="tool-suggestion-heading" fontWeight="semibold" fontSize="sm">
        Missing a tool? Suggest it
      </Text>
      <Flex gap={2} direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} w={{ sm: '200px' }} flexShrink={0}>
          <NativeSelect.Field
            aria-label="Tool category"
            value={category}
            minH="48px"
            onChange={(e) => setCategory(e.currentTarget.value as ToolCategory)}
          >
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.Root invalid={Boolean(error)} recipe={fieldSlotRecipe} flex="1">
          <Input
            recipe={inputRecipe}
            aria-label="Tool suggestion"
            placeholder="Tool name"
            value={suggestion}
            maxLength={LIMITS.toolSuggestion + 20}
            minH="48px"
            onChange={(e) => {
              setSuggestion(e.target.value);
              if (error) setError(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault(); // Enter here suggests the tool; it must not submit the project
              void submit();
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="button" variant="outline" minH="48px" loading={mutation.isPending} onClick={() => void submit()}>
          Suggest
        </Button>
      </Flex>
    </Stack>
  );
}
