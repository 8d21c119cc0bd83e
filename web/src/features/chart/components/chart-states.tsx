import { css, cx } from 'styled-system/css';
import { BUTTON_SOLID, MESSAGE_BLOCK, MESSAGE_TITLE, MUTED, SKELETON } from '../../../components/ui/styles';

export const SKELETON_ROWS = 10;

const LIST = css({ display: 'flex', flexDirection: 'column', listStyleType: 'none' });
const ROW = css({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  py: 3,
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
});
const RANK = cx(SKELETON, css({ w: 10, h: 6 }));
const THUMB = cx(SKELETON, css({ w: { base: '56px', md: '72px' }, h: { base: '56px', md: '72px' }, rounded: 'md' }));
const TEXT = css({ flex: '1' });
const LINE1 = cx(SKELETON, css({ h: 4, w: '40%', mb: 2 }));
const LINE2 = cx(SKELETON, css({ h: 3, w: '80%' }));
const RETRY = cx(BUTTON_SOLID, css({ mt: 2 }));

export function ChartSkeleton() {
  return (
    <ul className={LIST} aria-busy="true" aria-label="Loading the chart" data-testid="chart-skeleton">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <li key={i} className={ROW}>
          <div className={RANK} />
          <div className={THUMB} />
          <div className={TEXT}>
            <div className={LINE1} />
            <div className={LINE2} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ChartError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className={MESSAGE_BLOCK}>
      <p className={MESSAGE_TITLE}>CONNECTION ERROR</p>
      <p className={MUTED}>Unable to load projects. Please try again.</p>
      <button type="button" className={RETRY} onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
        Retry
      </button>
    </div>
  );
}

export function ChartEmpty() {
  return (
    <div className={MESSAGE_BLOCK}>
      <p className={MESSAGE_TITLE}>NO PROJECTS FOUND</p>
      <p className={MUTED}>Be the first to submit a project!</p>
    </div>
  );
}
