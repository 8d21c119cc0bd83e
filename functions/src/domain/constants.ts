// Business constants from docs/product.md#limits-and-constants. One place, imported by server and web.
export const PRODUCT_NAME = 'VibeChart';
export const PRODUCT_SLUG = 'vibechart';
export const TAGLINE = 'The weekly top 100 of projects built with AI';
export const TIME_ZONE = 'Europe/Copenhagen';

export const CHART_SIZE = 100;
export const CHART_MIN_AI_SCORE = 7.0;
/** An aiScore at or above this is held for an admin's look before it can chart. */
export const AI_HOLD_MIN_SCORE = 9.0;
export const WEEKS_ON_CHART_CAP = 4;
export const ARCHIVE_AFTER_WEEKS = 4;
export const LAUNCHPAD_DAYS = 7;
export const PAGE_SIZE = 24;
export const ALL_PROJECTS_PAGE_SIZE = 20;
/** The most documents a client SDK list may ask for (firestore.rules `bounded()`: the live lists). */
export const LIVE_LIST_LIMIT = 100;

export const BASE_VOTE_QUOTA = 10;
export const MAX_VOTES_PER_PROJECT_PER_WEEK = 3;
export const BONUS_AMOUNTS = { share: 2, review5: 3 } as const;
export type BonusAction = keyof typeof BONUS_AMOUNTS;
export const REVIEW_SESSION_DEFAULT_SIZE = 5;
/** The largest review session a client may ask for. */
export const REVIEW_SESSION_MAX_SIZE = 20;

export const AI_VERSION = 2;
export const AI_SCORE_MIN = 3.0;
export const AI_SCORE_MAX = 10.0;

export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const THUMBNAIL_SIZES = [800, 160] as const;
export const MAX_SUBMISSIONS_PER_USER_PER_DAY = 5;

export const LIMITS = {
  title: 100,
  summary: 200,
  intention: 40,
  description: 200,
  toolsPerGroup: 2,
  contactName: 100,
  contactSubject: 200,
  contactMessageMin: 10,
  contactMessageMax: 1000,
  toolSuggestion: 100,
  reviewTextMin: 10,
  reviewTextMax: 1000,
  inputHash: 64,
} as const;

/**
 * Number of shards the top-bar counters are spread over, so no single document is hot: a voter
 * always writes the same one (services/project-counters.ts counterShardOf), so N shards take about
 * N votes a second at Firestore's sustained one write per second per document.
 */
export const STATS_SHARDS = 16;

/**
 * Shards of each project's vote and vibe counters (project_counter_shards): a project that goes
 * viral takes about this many votes a second; a read of its live counts costs at most this many
 * documents more.
 */
export const PROJECT_COUNTER_SHARDS = 16;

/**
 * Shards of the week's votes on projects that can chart (chart_vote_shards): every such vote writes
 * one, by the voter, like the top-bar counters; the live chart's counts are a read of at most this many.
 */
export const CHART_VOTE_SHARDS = 16;

/** finalScore = aiScore * 10 + totalVotes * 0.5 (docs/product.md#the-monday-chart). */
export const SCORE_WEIGHTS = { aiScore: 10, vote: 0.5 } as const;

/** Bulk e-mail (docs/product.md#limits-and-constants): batches of 5 recipients with 2 s between batches. */
export const EMAIL_BATCH_SIZE = 5;
export const EMAIL_BATCH_DELAY_MS = 2000;

/** The header of the routes that spend (domain/validation.ts's idempotencyKeySchema says how it is used). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The contact form's subjects (its select's options): here, not beside the contact schema, so the page
 * lists them without loading zod.
 */
export const CONTACT_SUBJECTS = ['General Question', 'Feature Request', 'Bug Report', 'Partnership', 'Other'] as const;
