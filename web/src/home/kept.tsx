// An element whose content stays as the server rendered it: React hydrates the element and leaves what
// is inside alone (an empty `dangerouslySetInnerHTML` is never written while hydrating, nor on a render
// with the same value), so `/` hydrates its rows without their code. Only for content that no state of
// the page changes; its links work as links.
import type { ElementType } from 'react';

export function Kept({ as: Tag, className, id }: { as: ElementType; className?: string; id?: string }) {
  return <Tag className={className} id={id} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}

const KEEP = { __html: '' };
