// A row of `/` as `/` hydrates it: the live parts (the stats line with this week's votes, the actions)
// rendered by the shared row frame, the rank, thumbnail and text kept as the server rendered them
// (kept.tsx).
import { memo } from 'react';
import { projectRow } from 'styled-system/recipes';
import type { ProjectRowProps } from '../components/project-row/row-frame';
import { ChartRowFrame, useCountedRow } from '../components/project-row/row-frame';
import { ROW_BUTTON } from '../components/ui/styles';
import { Kept } from './kept';

const S = projectRow();

export const HomeRow = memo(function HomeRow(rowProps: ProjectRowProps) {
  const props = useCountedRow(rowProps);
  return (
    <ChartRowFrame
      {...props}
      lead={<Kept as="div" className={S.chartLead} />}
      lines={<Kept as="div" className={S.chartLines} />}
      aiReview={<Kept as="button" className={ROW_BUTTON.score} />}
    />
  );
});
