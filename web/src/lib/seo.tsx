// Per-page head tags. React 19 hoists <title> and <meta> rendered anywhere into <head> and removes
// them when the page unmounts, so each page just renders <PageMeta>.
import { PRODUCT_NAME, TAGLINE } from '@domain/constants';

export const DEFAULT_TITLE = `${PRODUCT_NAME} — ${TAGLINE}`;

interface PageMetaProps {
  title: string;
  description?: string;
  noindex?: boolean;
}

export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="robots" content={noindex ? 'noindex' : 'index, follow'} />
    </>
  );
}
