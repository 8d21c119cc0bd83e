// Per-page head tags. React 19 hoists <title>, <meta> and <link> rendered anywhere into <head> and
// removes them when the page unmounts, so each page just renders <PageMeta>. JSON-LD scripts stay
// in the body (search engines read them there).
import { PRODUCT_NAME, TAGLINE } from '@domain/constants';
import { useLocation } from 'react-router';
import { useSiteOrigin } from './request';

export const DEFAULT_TITLE = `${PRODUCT_NAME} — ${TAGLINE}`;
export const DEFAULT_DESCRIPTION = `${TAGLINE}. Vote for your favourites; a new chart every Monday.`;

/** Query parameters that never belong in a canonical URL: utm_* and ref (docs/product.md#screens). */
export function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || key === 'ref';
}

/** The canonical form of a URL: tracking parameters and the hash removed, everything else kept in order. */
export function canonicalUrl(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) if (isTrackingParam(key)) url.searchParams.delete(key);
  url.hash = '';
  return url.toString();
}

/** A page's share card: the home or 404 card, or a project's own (`{ project: id }`). */
export type OgImageRoute = 'home' | '404' | { project: string };

/** The server-rendered share image (GET /api/og?route=…). */
export function ogImageUrl(origin: string, route: OgImageRoute): string {
  if (typeof route === 'object') return `${origin}/api/og?route=project&id=${encodeURIComponent(route.project)}`;
  return `${origin}/api/og?route=${route}`;
}

/** JSON for a <script type="application/ld+json">, safe to inline (no "</script>" breakout). */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface PageMetaProps {
  title: string;
  description?: string;
  noindex?: boolean;
  /** Share image; default 'home' ('404' for the not-found page). */
  ogImage?: OgImageRoute;
  /** og:type; default 'website'. */
  ogType?: 'website' | 'article';
}

export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  noindex = false,
  ogImage,
  ogType = 'website',
}: PageMetaProps) {
  const location = useLocation();
  const base = useSiteOrigin();
  const canonical = base ? canonicalUrl(`${base}${location.pathname}${location.search}`) : location.pathname;
  const image = ogImageUrl(base, ogImage ?? (title === 'Page not found' ? '404' : 'home'));
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}

export function JsonLd({ data, id }: { data: unknown; id?: string }) {
  return <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

export function organizationJsonLd(siteOrigin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${siteOrigin}/`,
    description: TAGLINE,
    logo: ogImageUrl(siteOrigin, 'home'),
  };
}

export interface ChartListItem {
  id: string;
  rank: number | null;
  projectName: string;
}

export function chartItemListJsonLd(
  siteOrigin: string,
  rows: readonly ChartListItem[],
  name = `${PRODUCT_NAME} weekly top 100`,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: rows.length,
    itemListElement: rows.map((row, index) => ({
      '@type': 'ListItem',
      position: row.rank ?? index + 1,
      name: row.projectName,
      url: `${siteOrigin}/p/${encodeURIComponent(row.id)}`,
    })),
  };
}

export function OrganizationJsonLd() {
  return <JsonLd id="jsonld-organization" data={organizationJsonLd(useSiteOrigin())} />;
}

export function ChartJsonLd({ rows, name }: { rows: readonly ChartListItem[]; name?: string }) {
  return <JsonLd id="jsonld-chart" data={chartItemListJsonLd(useSiteOrigin(), rows, name)} />;
}
