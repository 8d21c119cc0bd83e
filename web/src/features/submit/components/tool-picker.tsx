// Pick at most 2 tools of one group (docs/product.md#states-and-transitions): a tool can be picked
// only while fewer than 2 are selected; a selected tool can always be removed. Toggle buttons with aria-pressed.
import { Button, Fieldset, Flex, Text, Wrap } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { LIMITS } from '@domain/constants';
import { canPickTool, toggleTool } from '../submit-form';

export interface ToolOption {
  /** What is stored in the selection (a name for v2, a builder_tools id for the old form). */
  value: string;
  label: string;
}

interface ToolPickerProps {
  legend: string;
  options: readonly ToolOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  max?: number;
}

export function ToolPicker({
  legend,
  options,
  selected,
  onChange,
  error,
  max = LIMITS.toolsPerGroup,
}: ToolPickerProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)} recipe={fieldsetSlotRecipe}>
      <Flex justify="space-between" align="baseline" gap={2}>
        <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
        <Text as="span" fontSize="xs" color="fg.muted" aria-live="polite">
          {selected.length}/{max} selected
        </Text>
      </Flex>
      <Wrap gap={2} mt={2}>
        {options.map((option) => {
          const isSelected = selected.includes(option.value);
          const enabled = canPickTool(selected, option.value, max);
          return (
            <Button
              key={option.value}
              type="button"
              size="sm"
              minH="48px"
              variant={isSelected ? 'solid' : 'outline'}
              colorPalette={isSelected ? 'purple' : 'gray'}
              aria-pressed={isSelected}
              disabled={!enabled}
              onClick={() => onChange(toggleTool(selected, option.value, max))}
            >
              {option.label}
            </Button>
          );
        })}
      </Wrap>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
