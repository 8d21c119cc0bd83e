// A read that failed, said where its content would be (role="alert"): what failed, what to do, and
// a Retry when the page can try again itself.
import { css, cx } from 'styled-system/css';
import { BUTTON_SOLID, MUTED } from './styles';

const FRAME = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' });
/** Chakra's Stack gap, when the caller gives no frame of its own. */
const DEFAULT_GAP = css({ gap: 2 });
const TITLE = css({ fontWeight: 'bold', fontSize: 'lg' });
const TEXT_SM = cx(MUTED, css({ fontSize: 'sm' }));

interface LoadFailedProps {
  title: string;
  text: string;
  textSize?: 'sm';
  onRetry?: () => void;
  /** The block's own spacing and frame (a css() class: gap, padding, border); gap 2 without it. */
  className?: string;
}

export function LoadFailed({ title, text, textSize, onRetry, className }: LoadFailedProps) {
  return (
    <div role="alert" className={cx(FRAME, className ?? DEFAULT_GAP)}>
      <p className={TITLE}>{title}</p>
      <p className={textSize === 'sm' ? TEXT_SM : MUTED}>{text}</p>
      {onRetry ? (
        <button type="button" className={BUTTON_SOLID} onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
