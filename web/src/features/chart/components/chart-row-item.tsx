import { Box, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { ChartRow } from '../chart-rows';

const THUMBNAIL_PX = 64;

export function ChartRowItem({ row }: { row: ChartRow }) {
  return (
    <Flex as="li" align="center" gap={{ base: 3, md: 4 }} py={3} borderBottomWidth="1px" borderColor="border.muted">
      <Text
        w={{ base: 8, md: 10 }}
        flexShrink={0}
        textAlign="right"
        fontSize={{ base: 'lg', md: '2xl' }}
        fontWeight="black"
      >
        {row.rank}
      </Text>
      <Thumbnail row={row} />
      <Box flex="1" minW={0}>
        {row.projectHref ? (
          <Link href={row.projectHref} target="_blank" rel="noopener noreferrer" fontWeight="bold">
            {row.projectName}
          </Link>
        ) : (
          <Text fontWeight="bold">{row.projectName}</Text>
        )}
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          {row.description}
        </Text>
      </Box>
      <Stack gap={0.5} align="flex-end" flexShrink={0} fontSize="xs" color="fg.muted" textAlign="right">
        {row.chartStatus ? (
          <Text fontWeight="semibold" color="fg">
            {row.chartStatus}
          </Text>
        ) : null}
        <HStack gap={2}>
          {row.peakLabel ? <Text>{row.peakLabel}</Text> : null}
          {row.weeksLabel ? <Text>{row.weeksLabel}</Text> : null}
        </HStack>
      </Stack>
    </Flex>
  );
}

function Thumbnail({ row }: { row: ChartRow }) {
  const size = `${THUMBNAIL_PX}px`;
  if (!row.thumbnailSrc) {
    return (
      <Flex
        w={size}
        h={size}
        flexShrink={0}
        align="center"
        justify="center"
        bg="bg.muted"
        rounded="md"
        fontSize="2xs"
        fontWeight="bold"
        color="fg.subtle"
      >
        NO IMG
      </Flex>
    );
  }
  return (
    <Image
      src={row.thumbnailSrc}
      alt=""
      htmlWidth={THUMBNAIL_PX}
      htmlHeight={THUMBNAIL_PX}
      w={size}
      h={size}
      flexShrink={0}
      rounded="md"
      bg="bg.muted"
      loading={row.thumbnailLoading}
      decoding="async"
    />
  );
}
