// sitemap.xml (robots.txt is a static file, web/build.mjs): the content pages, each published chart
// week and each approved project. A request reads 3 documents whatever the number of projects: the
// chart index and two shards of site_files that list the approved projects. The shards are written
// by rebuildSitemap (the Monday chart job, the seed, a user deletion; one read per approved project)
// and appended to by each approval (addToSitemap), so a new project is listed within the CDN's hour.
//
// A shard holds one string of lines `encodeURIComponent(id) approvedAt-in-base-36`, newest first:
// ~30 bytes a project with Firestore's 20-character ids, so two shards of at most SHARD_MAX_BYTES
// hold ~66,000 — more than the 50,000 URLs one sitemap file may list. Beyond that the newest are
// listed; the next step would be a sitemap index with one file per shard.
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../domain/collections';
import { xmlEscape } from '../domain/xml';
import { listPublishedCharts } from './charts';

/** The public pages without data of their own (web/src/app/routes.tsx), with how often they change. */
export const STATIC_PAGES: readonly { path: string; changefreq: 'daily' | 'weekly' | 'monthly' }[] = [
  { path: '/', changefreq: 'daily' },
  { path: '/launchpad', changefreq: 'daily' },
  { path: '/archive', changefreq: 'weekly' },
  { path: '/all-projects', changefreq: 'daily' },
  { path: '/about', changefreq: 'monthly' },
  { path: '/rules', changefreq: 'monthly' },
  { path: '/voting-guidelines', changefreq: 'monthly' },
  { path: '/community-rules', changefreq: 'monthly' },
  { path: '/vibe-code-guide', changefreq: 'monthly' },
  { path: '/best-vibe-coding-tools', changefreq: 'monthly' },
  { path: '/privacy-policy', changefreq: 'monthly' },
  { path: '/terms-of-service', changefreq: 'monthly' },
  { path: '/contact', changefreq: 'monthly' },
];

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The two shard documents (site_files/{id}): the first fills first; approvals append to the last. */
export const SITEMAP_SHARD_IDS = ['sitemap_0', 'sitemap_1'] as const;
/** A shard's text at most (a document may hold 1 MiB: room is left for its name and other fields). */
export const SHARD_MAX_BYTES = 1_000_000;
/** Claimed while one request builds the missing shards, so concurrent ones do not each read everything. */
const BUILD_CLAIM_ID = 'sitemap_build';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  changefreq?: string;
}

export { xmlEscape };

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .slice(0, SITEMAP_MAX_URLS)
    .map((url) =>
      [
        '  <url>',
        `    <loc>${xmlEscape(url.loc)}</loc>`,
        url.lastmod && url.lastmod.getTime() > 0 ? `    <lastmod>${url.lastmod.toISOString()}</lastmod>` : null,
        url.changefreq ? `    <changefreq>${url.changefreq}</changefreq>` : null,
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** An approved project as a shard lists it. */
export interface SitemapProject {
  id: string;
  approvedAt: Date | null;
}

/** One shard line: the id as it goes into a URL (no space, no newline), then approvedAt in base 36. */
export function sitemapLine({ id, approvedAt }: SitemapProject): string {
  return `${encodeURIComponent(id)} ${approvedAt ? approvedAt.getTime().toString(36) : ''}`;
}

/** A shard's lines back as projects; a line that is not one is skipped. */
export function parseSitemapLines(text: string): SitemapProject[] {
  return text.split('\n').flatMap((line) => {
    const [encoded, at] = line.split(' ');
    if (!encoded || at === undefined) return [];
    let id: string;
    try {
      id = decodeURIComponent(encoded);
    } catch {
      return [];
    }
    const ms = at ? parseInt(at, 36) : NaN;
    return [{ id, approvedAt: Number.isFinite(ms) ? new Date(ms) : null }];
  });
}

/** Lines into shards in order, each at most SHARD_MAX_BYTES; what does not fit is left out. */
export function packSitemapShards(lines: readonly string[], shards = SITEMAP_SHARD_IDS.length): string[] {
  const out: string[][] = [[]];
  let bytes = 0;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (bytes + size > SHARD_MAX_BYTES) {
      if (out.length === shards) break;
      out.push([]);
      bytes = 0;
    }
    out.at(-1)!.push(line);
    bytes += size;
  }
  while (out.length < shards) out.push([]);
  return out.map((shard) => shard.join('\n'));
}

const shardRef = (firestore: Firestore, id: string) => firestore.collection(COLLECTIONS.siteFiles).doc(id);

/**
 * Lists every approved project in the shards, newest first (createdAt), as many as a sitemap takes.
 * Cost: one read per approved project (a field-masked query), 2 writes. Answers the shards' texts.
 * No timestamp: a rebuild over unchanged data writes the very same documents.
 */
export async function rebuildSitemap(firestore: Firestore): Promise<string[]> {
  const snap = await firestore
    .collection(COLLECTIONS.submissions)
    .where('status', '==', 'approved')
    .orderBy('createdAt', 'desc')
    .select('approvedAt')
    .limit(SITEMAP_MAX_URLS)
    .get();
  const lines = snap.docs.map((doc) => sitemapLine({ id: doc.id, approvedAt: dateOf(doc.get('approvedAt')) }));
  const shards = packSitemapShards(lines);
  const batch = firestore.batch();
  SITEMAP_SHARD_IDS.forEach((id, i) => batch.set(shardRef(firestore, id), { projects: shards[i]! }));
  batch.delete(shardRef(firestore, BUILD_CLAIM_ID));
  await batch.commit();
  return shards;
}

/**
 * After an approval: the project goes at the top of the last shard, if it has room (else the next
 * rebuild lists it). Before any rebuild there are no shards and nothing is written. 1 read, 1 write;
 * a failure is logged, never the approval's.
 */
export async function addToSitemap(firestore: Firestore, project: SitemapProject): Promise<void> {
  const ref = shardRef(firestore, SITEMAP_SHARD_IDS[SITEMAP_SHARD_IDS.length - 1]!);
  try {
    await firestore.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return;
      const text = String(snap.get('projects') ?? '');
      const line = sitemapLine(project);
      if (Buffer.byteLength(text) + Buffer.byteLength(line) + 1 > SHARD_MAX_BYTES) return;
      tx.update(ref, { projects: text ? `${line}\n${text}` : line });
    });
  } catch (error) {
    logger.warn('The sitemap did not take a new project (the next rebuild lists it)', {
      id: project.id,
      error: String(error),
    });
  }
}

/**
 * Every public URL, and whether the list is whole (false only while the shards are being built for
 * the first time: such an answer must not be cached). Cost: 3 reads (the chart index, both shards).
 * Without shards (a deployment from before them), the one request that claims the build reads every
 * approved project once; others meanwhile answer without projects.
 */
export async function sitemapUrls(
  firestore: Firestore,
  origin: string,
  now: Date,
): Promise<{ urls: SitemapUrl[]; complete: boolean }> {
  const [weeks, shards] = await Promise.all([
    listPublishedCharts(firestore),
    firestore.getAll(...SITEMAP_SHARD_IDS.map((id) => shardRef(firestore, id))),
  ]);
  let texts: (string | null)[] = shards.map((snap) => (snap.exists ? String(snap.get('projects') ?? '') : null));
  let complete = true;
  if (texts.some((text) => text === null)) {
    const built = await buildOnce(firestore, now);
    complete = built !== null;
    texts = built ?? texts;
  }
  const at = (path: string) => `${origin}${path}`;
  const seen = new Set<string>();
  const projects = texts
    .flatMap((text) => parseSitemapLines(text ?? ''))
    .filter(({ id }) => !seen.has(id) && seen.add(id));
  return {
    complete,
    urls: [
      ...STATIC_PAGES.map(({ path, changefreq }) => ({ loc: at(path), changefreq })),
      ...weeks.map((week) => ({ loc: at(`/chart/${week.weekOf}`), lastmod: week.publishedAt, changefreq: 'yearly' })),
      ...projects.map(({ id, approvedAt }) => ({
        loc: at(`/p/${encodeURIComponent(id)}`),
        ...(approvedAt ? { lastmod: approvedAt } : {}),
        changefreq: 'weekly',
      })),
    ],
  };
}

/** Builds the shards if this request wins the claim: their texts, or null when another has it. */
async function buildOnce(firestore: Firestore, now: Date): Promise<string[] | null> {
  const claim = shardRef(firestore, BUILD_CLAIM_ID);
  try {
    await claim.create({ claimedAt: now });
  } catch {
    return null; // Another request is building them (or a build died: any rebuild clears the claim).
  }
  try {
    return await rebuildSitemap(firestore);
  } finally {
    await claim.delete().catch(() => undefined);
  }
}

function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: () => Date } | null | undefined)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : null;
}
