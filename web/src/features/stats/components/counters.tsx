// The top bar's four counters and the mobile sticky strip, from what the page read of /api/chart/stats,
// /api/stats/total-vibes and (signed in) /api/me/quota (api/use-counter-inputs.ts, or `/`'s own store).
import { css } from 'styled-system/css';
import { Tooltip } from '../../../components/ui/tooltip';
import type { CounterInputs, CounterValue } from '../counters';
import { formatCount, mobileCounters, showMobileStrip, topBarCounters } from '../counters';

const COUNTER = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minW: '56px',
  px: 1,
  rounded: 'sm',
});
const VALUE = css({
  fontWeight: 'black',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 'short',
});
const LABEL = css({
  fontSize: '2xs',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  whiteSpace: 'nowrap',
});

const TOP_BAR_LIST = css({ display: 'flex', alignItems: 'center', gap: 1, listStyleType: 'none' });
const STRIP = css({
  position: 'sticky',
  top: 0,
  zIndex: 'sticky',
  bg: 'bg',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  hideFrom: 'md',
});
const STRIP_LIST = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-around',
  gap: 2,
  py: 1,
  listStyleType: 'none',
});

interface CounterProps {
  counter: CounterValue;
  placement: 'bottom' | 'bottom-end';
  /** Where it is ('top', 'strip'): its tooltip's id. */
  place: string;
}

function Counter({ counter, placement, place }: CounterProps) {
  const value = formatCount(counter.value);
  return (
    <Tooltip content={counter.tooltip} placement={placement} info id={`counter-${place}-${counter.key}`}>
      <span className={COUNTER} tabIndex={0} data-counter={counter.key}>
        <span className={VALUE}>{value}</span>
        <span className={LABEL}>{counter.label}</span>
      </span>
    </Tooltip>
  );
}

export function TopBarCounters({ inputs }: { inputs: CounterInputs }) {
  const counters = topBarCounters(inputs);
  return (
    <ul className={TOP_BAR_LIST} aria-label="Site counters" data-testid="top-bar-counters">
      {counters.map((c, i) => (
        <li key={c.key}>
          <Counter counter={c} placement={i === counters.length - 1 ? 'bottom-end' : 'bottom'} place="top" />
        </li>
      ))}
    </ul>
  );
}

export function MobileCounterStrip({ inputs, pathname }: { inputs: CounterInputs; pathname: string }) {
  const counters = mobileCounters(inputs);
  if (!showMobileStrip(pathname)) return null;
  return (
    <aside aria-label="Site counters" className={STRIP} data-testid="mobile-counter-strip">
      <ul className={STRIP_LIST}>
        {counters.map((c, i) => (
          <li key={c.key}>
            <Counter counter={c} placement={i === counters.length - 1 ? 'bottom-end' : 'bottom'} place="strip" />
          </li>
        ))}
      </ul>
    </aside>
  );
}
