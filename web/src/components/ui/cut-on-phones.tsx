// Text cut to `max` characters plus '…' below the md breakpoint and whole from md up, with each
// character in the page once: the part past the cut is hidden on phones by CSS, not sent twice. One
// span holds it all, so inside a flex container (a link) it is one item and wraps as one text.
import { BELOW_MD, FROM_MD } from './styles';

export function CutOnPhones({ text, max }: { text: string; max: number }) {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return <>{chars.join('')}</>;
  const head = chars.slice(0, max).join('');
  const kept = head.trimEnd();
  return (
    <span>
      {kept}
      <span className={FROM_MD}>{head.slice(kept.length) + chars.slice(max).join('')}</span>
      <span className={BELOW_MD} aria-hidden="true">
        …
      </span>
    </span>
  );
}
