// The spec's isHot and isNew on a chart row (decisions.md: hot = in the top 10 and moving up, or up
// 10+ places; new = first week on the chart), each with its rule as the accessible description.
import { Badge } from '@chakra-ui/react';

export const HOT_RULE = 'Hot: in the top 10 and climbing, or up 10 or more places this week';
export const NEW_RULE = 'New: first week on the chart';

export function ChartFlags({ isHot, isNew }: { isHot: boolean; isNew: boolean }) {
  return (
    <>
      {isHot ? (
        <Badge
          colorPalette="orange"
          variant="solid"
          size="sm"
          fontWeight="black"
          bg="orange.700"
          title={HOT_RULE}
          data-testid="flag-hot"
        >
          <span aria-hidden="true">🔥 </span>HOT
        </Badge>
      ) : null}
      {isNew ? (
        <Badge
          colorPalette="blue"
          variant="solid"
          size="sm"
          fontWeight="black"
          bg="blue.700"
          title={NEW_RULE}
          data-testid="flag-new"
        >
          NEW
        </Badge>
      ) : null}
    </>
  );
}
