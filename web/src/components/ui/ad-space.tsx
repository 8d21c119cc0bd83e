// The ad-space block (spec §2): 'Sponsored' / 'Advertisement Space'.
import { Box, Text } from '@chakra-ui/react';

export function AdSpace() {
  return (
    <Box
      as="aside"
      aria-label="Sponsored"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="md"
      p={6}
      textAlign="center"
      data-testid="ad-space"
    >
      <Text fontSize="xs" fontWeight="bold" color="fg.muted" letterSpacing="wider" textTransform="uppercase">
        Sponsored
      </Text>
      <Text fontWeight="bold" color="fg.muted">
        Advertisement Space
      </Text>
    </Box>
  );
}
