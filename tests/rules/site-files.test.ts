// site_files: what sitemap.xml and the feeds are served from (functions/src/services/sitemap.ts,
// feeds.ts). Server only: the site serves them as files; no client reads or writes them.
import { COLLECTIONS } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.siteFiles, () => ({
  projects: 'AbC123 mhr0k2ps\nDeF456 mhqzz9a0',
}));
