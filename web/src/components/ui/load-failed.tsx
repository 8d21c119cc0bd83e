// A read that failed, said where its content would be (role="alert"): what failed, what to do, and
// a Retry when the page can try again itself.
import type { StackProps } from '@chakra-ui/react';
import { Button, Stack, Text } from '@chakra-ui/react';

interface LoadFailedProps extends Omit<StackProps, 'title'> {
  title: string;
  text: string;
  textSize?: 'sm';
  onRetry?: () => void;
}

export function LoadFailed({ title, text, textSize, onRetry, ...frame }: LoadFailedProps) {
  return (
    <Stack role="alert" align="center" textAlign="center" {...frame}>
      <Text fontWeight="bold" fontSize="lg">
        {title}
      </Text>
      <Text color="fg.muted" fontSize={textSize}>
        {text}
      </Text>
      {onRetry ? (
        <Button minH="48px" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Stack>
  );
}
