// The placeholder of a page that waits for the session (route guards, the admin dashboard).
import { css, cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';

const FRAME = css({ display: 'flex', flexDirection: 'column', gap: 4, py: 8 });
const BLOCK = skeleton();
const TITLE = cx(BLOCK, css({ h: 8, w: '50%' }));
const LINE_LONG = cx(BLOCK, css({ h: 4, w: '80%' }));
const LINE = cx(BLOCK, css({ h: 4, w: '70%' }));
const PANEL = cx(BLOCK, css({ h: 40, w: '100%', rounded: 'md' }));

export function GuardSkeleton() {
  return (
    <div className={FRAME} aria-busy="true" aria-label="Loading">
      <div className={TITLE} />
      <div className={LINE_LONG} />
      <div className={LINE} />
      <div className={PANEL} />
    </div>
  );
}
