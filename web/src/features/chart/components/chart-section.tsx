// `/`'s section: its heading, then the chart (or its loading, error or empty state), given by the page:
// the app's (chart-page.tsx), or `/` on its own (home/).
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PAGE_TITLE } from '../../../components/ui/styles';

const HEADING = `${PAGE_TITLE} ${css({ mb: 4 })}`;
const SUBTITLE = css({ display: 'block', mt: 1, fontSize: 'md', fontWeight: 'medium', color: 'fg.muted' });

/** `head`: the page's head tags and structured data, first in the section. */
export function ChartSection({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="chart-heading">
      {head}
      <h1 id="chart-heading" className={HEADING}>
        THE WEEKLY TOP 100
        <span className={SUBTITLE}>Trending projects built with AI, refreshed every Monday</span>
      </h1>
      {children}
    </section>
  );
}
