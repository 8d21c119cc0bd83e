// The profile-completeness indicator (docs/product.md#submit, #limits-and-constants: 100% profiles can be featured).
import { HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe, progressSlotRecipe } from '@chakra-ui/react/theme';
import { FaCircleCheck, FaRegCircle } from 'react-icons/fa6';
import type { Completeness } from '../profile-completeness';

export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const { percent, parts } = completeness;
  return (
    <Stack gap={3} p={4} borderWidth="1px" borderColor="border" rounded="md" data-testid="completeness">
      <Progress.Root
        value={percent}
        max={100}
        recipe={progressSlotRecipe}
        colorPalette={percent === 100 ? 'green' : 'purple'}
      >
        <HStack justify="space-between" mb={2}>
          <Progress.Label fontWeight="bold">Profile completeness</Progress.Label>
          <Progress.ValueText fontWeight="black" data-testid="completeness-value">
            {percent}%
          </Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <List.Root recipe={listSlotRecipe} variant="plain" display="flex" flexWrap="wrap" gap={3} fontSize="xs">
        {parts.map((part) => (
          <List.Item key={part.key} color={part.done ? 'fg' : 'fg.muted'} data-done={part.done}>
            <List.Indicator asChild color={part.done ? 'green.500' : 'fg.subtle'}>
              {part.done ? <FaCircleCheck aria-hidden="true" /> : <FaRegCircle aria-hidden="true" />}
            </List.Indicator>
            {part.label} ({part.weight})
            <Text as="span" srOnly>
              {part.done ? ', done' : ', missing'}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="xs" color="fg.muted">
        {percent === 100
          ? 'Complete! 100% profiles can be featured in the launchpad.'
          : '100% profiles can be featured in the launchpad.'}
      </Text>
    </Stack>
  );
}
