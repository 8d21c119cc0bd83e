// The e-mails VibeChart sends, as {subject, html, text}. Pure functions: every user-supplied value
// (names, project names, builder names) is HTML-escaped here, and links are built only from the site
// origin and ids, so nothing a user typed becomes markup or a link target.
import { BASE_VOTE_QUOTA, CHART_MIN_AI_SCORE, LAUNCHPAD_DAYS, PRODUCT_NAME, TAGLINE } from '../domain/constants';
import type { ListedProject } from '../domain/entities';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The voting reminder's subject and stats are fixed text (docs/product.md#email-preview). */
export const VOTING_REMINDER_SUBJECT = "Your votes are waiting: this week's VibeChart closes Sunday at midnight";
export const BETA_TURBULENCE_SUBJECT = 'VibeChart beta: sorry for the turbulence, here is what changed';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

interface Layout {
  title: string;
  preheader: string;
  bodyHtml: string;
  /** null: a transactional e-mail sent without an unsubscribe link (no UNSUBSCRIBE_SECRET). */
  unsubscribeUrl: string | null;
  why: string;
}

function layout({ title, preheader, bodyHtml, unsubscribeUrl, why }: Layout): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#0b0b10;font-family:Helvetica,Arial,sans-serif;color:#f4f4f6">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0b10">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#16161f;border-radius:12px">
<tr><td style="padding:24px 28px 8px 28px;font-size:22px;font-weight:bold;letter-spacing:1px">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:0 28px 16px 28px;font-size:13px;color:#a0a0b0">${escapeHtml(TAGLINE)}</td></tr>
<tr><td style="padding:8px 28px 24px 28px;font-size:15px;line-height:1.55">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px 24px 28px;font-size:12px;line-height:1.5;color:#8a8a99;border-top:1px solid #2a2a36">
${escapeHtml(why)}${
    unsubscribeUrl
      ? `<br>
<a href="${escapeHtml(unsubscribeUrl)}" style="color:#8a8a99">Unsubscribe</a> with one click; we will not e-mail you again.`
      : ''
  }
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function button(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;background:#ff3d7f;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a>`;
}

const MEMBER_WHY = `You get this e-mail because you have a ${PRODUCT_NAME} account.`;

/** The running week's real figures: projects in the running, vibes and votes since Monday. */
export interface WeekNumbers {
  projects: number;
  vibes: number;
  votes: number;
}

/**
 * The voting reminder: fixed subject; the week's real figures when there are any (no project in the
 * running: no figures at all). Previewed and test-sent from /admin/email-preview.
 */
export function votingReminderEmail({
  siteUrl,
  unsubscribeUrl,
  week,
}: {
  siteUrl: string;
  unsubscribeUrl: string;
  week: WeekNumbers | null;
}): RenderedEmail {
  const site = origin(siteUrl);
  const shown = week && week.projects > 0 ? week : null;
  const statsHtml = shown
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px 0"><tr>
<td style="padding:10px 16px;background:#20202c;border-radius:8px;text-align:center"><div style="font-size:22px;font-weight:bold">${shown.projects}</div><div style="font-size:12px;color:#a0a0b0">projects</div></td>
<td style="width:8px"></td>
<td style="padding:10px 16px;background:#20202c;border-radius:8px;text-align:center"><div style="font-size:22px;font-weight:bold">${shown.vibes}</div><div style="font-size:12px;color:#a0a0b0">vibes</div></td>
<td style="width:8px"></td>
<td style="padding:10px 16px;background:#20202c;border-radius:8px;text-align:center"><div style="font-size:22px;font-weight:bold">${shown.votes}</div><div style="font-size:12px;color:#a0a0b0">votes</div></td>
</tr></table>
`
    : '';
  const bodyHtml = `<p style="margin:0 0 16px 0">Hi there,</p>
<p style="margin:0 0 16px 0">This week's chart is still open. Voting closes <strong>Sunday at midnight</strong>, and your weekly votes do not carry over.</p>
${statsHtml}<p style="margin:0 0 20px 0">You have ${BASE_VOTE_QUOTA} votes this week. Spend them on the projects you want to see on Monday's chart.</p>
<p style="margin:0 0 8px 0">${button(`${site}/launchpad`, 'Vote now')}</p>`;
  const text = `Hi there,

This week's chart is still open. Voting closes Sunday at midnight, and your weekly votes do not carry over.
${shown ? `\nThis week so far: ${shown.projects} projects, ${shown.vibes} vibes, ${shown.votes} votes.\n` : ''}
You have ${BASE_VOTE_QUOTA} votes this week. Vote now: ${site}/launchpad

--
${MEMBER_WHY}
Unsubscribe: ${unsubscribeUrl}
`;
  return {
    subject: VOTING_REMINDER_SUBJECT,
    html: layout({
      title: VOTING_REMINDER_SUBJECT,
      preheader: shown
        ? `${shown.projects} projects, ${shown.vibes} vibes, ${shown.votes} votes so far this week`
        : 'Voting closes Sunday at midnight',
      bodyHtml,
      unsubscribeUrl,
      why: MEMBER_WHY,
    }),
    text,
  };
}

/** The beta-turbulence campaign (/admin/beta-email): an apology for the beta's rough edges. */
export function betaTurbulenceEmail({
  siteUrl,
  unsubscribeUrl,
  name,
}: {
  siteUrl: string;
  unsubscribeUrl: string;
  name: string | null;
}): RenderedEmail {
  const site = origin(siteUrl);
  const first = name?.trim().split(/\s+/)[0]?.slice(0, 60) ?? '';
  const greeting = first ? `Hi ${first},` : 'Hi there,';
  const bodyHtml = `<p style="margin:0 0 16px 0">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px 0">Thank you for being one of the first builders on ${PRODUCT_NAME}. The beta had some turbulence while we rebuilt the chart. Sorry about that, and thank you for sticking around.</p>
<p style="margin:0 0 8px 0">Here is what changed:</p>
<ul style="margin:0 0 16px 0;padding-left:20px">
<li>Every member gets <strong>${BASE_VOTE_QUOTA} votes per week</strong>, reset every Monday, plus bonus votes for sharing and for a review session.</li>
<li>The chart is published every Monday at midnight, Copenhagen time.</li>
<li>Every project is reviewed by a person and scored by the AI judge before it can chart.</li>
</ul>
<p style="margin:0 0 20px 0">${button(site, 'See this week’s chart')}</p>
<p style="margin:0">Built something with AI? <a href="${escapeHtml(`${site}/submit`)}" style="color:#ff7aa8">Submit your project</a>.</p>`;
  const text = `${greeting}

Thank you for being one of the first builders on ${PRODUCT_NAME}. The beta had some turbulence while we rebuilt the chart. Sorry about that, and thank you for sticking around.

Here is what changed:
- Every member gets ${BASE_VOTE_QUOTA} votes per week, reset every Monday, plus bonus votes for sharing and for a review session.
- The chart is published every Monday at midnight, Copenhagen time.
- Every project is reviewed by a person and scored by the AI judge before it can chart.

See this week's chart: ${site}/
Submit your project: ${site}/submit

--
${MEMBER_WHY}
Unsubscribe: ${unsubscribeUrl}
`;
  return {
    subject: BETA_TURBULENCE_SUBJECT,
    html: layout({
      title: BETA_TURBULENCE_SUBJECT,
      preheader: `${BASE_VOTE_QUOTA} votes per week and a chart every Monday`,
      bodyHtml,
      unsubscribeUrl,
      why: MEMBER_WHY,
    }),
    text,
  };
}

export const NEWSLETTER_SIZE = 10;

export function newsletterSubject(weekOf: string): string {
  return `${PRODUCT_NAME} top 10, week of ${weekOf}`;
}

/** Movement as the chart shows it ('↑3', '↓2', '=', 'New Entry', 'Re-entry'); '' when unknown. */
function movement(entry: Pick<ListedProject, 'chartStatus'>): string {
  return (entry.chartStatus ?? '').trim();
}

/** The weekly newsletter: the new chart's top 10 with movement, each linking to its project page. */
export function weeklyNewsletterEmail({
  siteUrl,
  unsubscribeUrl,
  weekOf,
  entries,
}: {
  siteUrl: string;
  unsubscribeUrl: string;
  weekOf: string;
  entries: ListedProject[];
}): RenderedEmail {
  const site = origin(siteUrl);
  const top = entries.slice(0, NEWSLETTER_SIZE);
  const subject = newsletterSubject(weekOf);
  const rows = top
    .map((e, i) => {
      const rank = e.rank ?? i + 1;
      const href = `${site}/p/${encodeURIComponent(e.id)}`;
      const by = e.builderName ? `<div style="font-size:12px;color:#a0a0b0">by ${escapeHtml(e.builderName)}</div>` : '';
      return `<tr>
<td style="padding:8px 10px 8px 0;font-size:20px;font-weight:bold;vertical-align:top;width:36px">${rank}</td>
<td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(href)}" style="color:#f4f4f6;font-weight:bold;text-decoration:none">${escapeHtml(e.projectName)}</a>${by}</td>
<td style="padding:8px 0 8px 10px;vertical-align:top;text-align:right;font-size:13px;color:#ff7aa8;white-space:nowrap">${escapeHtml(movement(e))}</td>
</tr>`;
    })
    .join('\n');
  const bodyHtml = `<p style="margin:0 0 16px 0">The chart for the week of <strong>${escapeHtml(weekOf)}</strong> is out. Here is the new top 10:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px 0">
${rows}
</table>
<p style="margin:0 0 8px 0">${button(site, 'See the full chart')}</p>`;
  const textRows = top
    .map((e, i) => {
      const move = movement(e);
      const by = e.builderName ? ` by ${e.builderName}` : '';
      return `${e.rank ?? i + 1}. ${e.projectName}${by}${move ? ` (${move})` : ''}`;
    })
    .join('\n');
  const why = `You get this e-mail because you signed up for weekly updates on ${PRODUCT_NAME}.`;
  const text = `The chart for the week of ${weekOf} is out. Here is the new top 10:

${textRows}

See the full chart: ${site}/

--
${why}
Unsubscribe: ${unsubscribeUrl}
`;
  return {
    subject,
    html: layout({ title: subject, preheader: `This week's top 10 on ${PRODUCT_NAME}`, bodyHtml, unsubscribeUrl, why }),
    text,
  };
}

export type SubmissionDecision = 'approved' | 'rejected';

/**
 * Subject of the decision e-mail. The project name is user text: infra/mail.ts flattens it for the
 * header. No quotes around it: they would make nodemailer MIME-encode the whole subject.
 */
export function submissionDecisionSubject(decision: SubmissionDecision, projectName: string): string {
  return decision === 'approved'
    ? `Approved: ${projectName} is live on the ${PRODUCT_NAME} launchpad`
    : `${projectName} was not approved for the ${PRODUCT_NAME} launchpad`;
}

/**
 * The e-mail a submitter gets when an admin approves or rejects their project ("You will be notified
 * on approval"). Approval links to the project's page; a rejected project has no public page, so
 * that e-mail links to My Projects instead.
 */
export function submissionDecisionEmail({
  siteUrl,
  unsubscribeUrl,
  decision,
  submissionId,
  projectName,
  name,
}: {
  siteUrl: string;
  unsubscribeUrl: string | null;
  decision: SubmissionDecision;
  submissionId: string;
  projectName: string;
  name: string | null;
}): RenderedEmail {
  const site = origin(siteUrl);
  const first = name?.trim().split(/\s+/)[0]?.slice(0, 60) ?? '';
  const greeting = first ? `Hi ${first},` : 'Hi there,';
  const subject = submissionDecisionSubject(decision, projectName);
  const why = `You get this e-mail because you submitted a project to ${PRODUCT_NAME}.`;
  const unsubscribeLine = unsubscribeUrl ? `\nUnsubscribe: ${unsubscribeUrl}` : '';
  const projectHtml = `<strong>${escapeHtml(projectName)}</strong>`;

  if (decision === 'approved') {
    const page = `${site}/p/${encodeURIComponent(submissionId)}`;
    const bodyHtml = `<p style="margin:0 0 16px 0">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px 0">Good news: ${projectHtml} was approved and is now live on the launchpad.</p>
<p style="margin:0 0 16px 0">For the next ${LAUNCHPAD_DAYS} days members can vote for it. Then the AI judge scores it, and with a score of ${CHART_MIN_AI_SCORE.toFixed(1)} or more it can enter the weekly chart, published every Monday.</p>
<p style="margin:0 0 20px 0">${button(page, 'See your project')}</p>
<p style="margin:0">Share the link with the people who should vote for it: <a href="${escapeHtml(page)}" style="color:#ff7aa8">${escapeHtml(page)}</a></p>`;
    const text = `${greeting}

Good news: ${projectName} was approved and is now live on the launchpad.

For the next ${LAUNCHPAD_DAYS} days members can vote for it. Then the AI judge scores it, and with a score of ${CHART_MIN_AI_SCORE.toFixed(1)} or more it can enter the weekly chart, published every Monday.

See your project: ${page}

--
${why}${unsubscribeLine}
`;
    return {
      subject,
      html: layout({
        title: subject,
        preheader: 'Your project is live on the launchpad',
        bodyHtml,
        unsubscribeUrl,
        why,
      }),
      text,
    };
  }

  const myProjects = `${site}/my-page`;
  const rules = `${site}/community-rules`;
  const bodyHtml = `<p style="margin:0 0 16px 0">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px 0">Thank you for submitting ${projectHtml}. An admin reviewed it and did not approve it for the launchpad, so it will not be listed or take votes.</p>
<p style="margin:0 0 20px 0">The <a href="${escapeHtml(rules)}" style="color:#ff7aa8">community rules</a> say what we list. You are welcome to submit another project, or this one again once it fits them.</p>
<p style="margin:0 0 8px 0">${button(myProjects, 'My projects')}</p>`;
  const text = `${greeting}

Thank you for submitting ${projectName}. An admin reviewed it and did not approve it for the launchpad, so it will not be listed or take votes.

The community rules say what we list: ${rules}
You are welcome to submit another project, or this one again once it fits them.

My projects: ${myProjects}

--
${why}${unsubscribeLine}
`;
  return {
    subject,
    html: layout({ title: subject, preheader: 'An admin reviewed your submission', bodyHtml, unsubscribeUrl, why }),
    text,
  };
}

/**
 * Subject of the e-mail after an admin checked a held AI score (the name is flattened by infra/mail.ts):
 * it promises the chart only when the checked score reaches the chart's minimum.
 */
export function scoreReviewSubject(projectName: string, aiScore: number): string {
  return aiScore >= CHART_MIN_AI_SCORE
    ? `${projectName}: your AI score was checked and it can chart`
    : `${projectName}: your AI score was checked`;
}

/**
 * After a very high AI score was held for a person's check: the maker hears that an admin released
 * it as the judge gave it, or adjusted it, and that the project can chart from the next Monday.
 */
export function scoreReviewEmail({
  siteUrl,
  unsubscribeUrl,
  submissionId,
  projectName,
  name,
  judgedScore,
  aiScore,
}: {
  siteUrl: string;
  unsubscribeUrl: string | null;
  submissionId: string;
  projectName: string;
  name: string | null;
  judgedScore: number;
  aiScore: number;
}): RenderedEmail {
  const site = origin(siteUrl);
  const first = name?.trim().split(/\s+/)[0]?.slice(0, 60) ?? '';
  const greeting = first ? `Hi ${first},` : 'Hi there,';
  const subject = scoreReviewSubject(projectName, aiScore);
  const why = `You get this e-mail because you submitted a project to ${PRODUCT_NAME}.`;
  const unsubscribeLine = unsubscribeUrl ? `\nUnsubscribe: ${unsubscribeUrl}` : '';
  const page = `${site}/p/${encodeURIComponent(submissionId)}`;
  const judged = judgedScore.toFixed(1);
  const now = aiScore.toFixed(1);
  const outcome =
    aiScore === judgedScore
      ? `An admin checked it and released it as the judge gave it: ${now}.`
      : `An admin checked it and adjusted it from ${judged} to ${now}.`;
  const chart =
    aiScore >= CHART_MIN_AI_SCORE
      ? 'From the next Monday chart it competes for a place in the top 100 like every other project.'
      : `Projects need a score of ${CHART_MIN_AI_SCORE.toFixed(1)} or more to chart, so this one will not enter the chart.`;
  const intro = `The AI judge gave ${projectName} a score of ${judged}. Very high scores are checked by a person before they chart.`;
  const bodyHtml = `<p style="margin:0 0 16px 0">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px 0">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px 0">${escapeHtml(outcome)} ${escapeHtml(chart)}</p>
<p style="margin:0 0 20px 0">${button(page, 'See your project')}</p>`;
  const text = `${greeting}

${intro}

${outcome} ${chart}

See your project: ${page}

--
${why}${unsubscribeLine}
`;
  return {
    subject,
    html: layout({ title: subject, preheader: 'Your AI score was checked', bodyHtml, unsubscribeUrl, why }),
    text,
  };
}

// ---- Newsletter confirmation (double opt-in) ----

export const NEWSLETTER_CONFIRMATION_SUBJECT = `Confirm your ${PRODUCT_NAME} newsletter sign-up`;

/** The one e-mail a sign-up sends: a link to confirm; nothing else goes to the address until then. */
export function newsletterConfirmationEmail({
  confirmUrl,
  validDays,
}: {
  confirmUrl: string;
  validDays: number;
}): RenderedEmail {
  const subject = NEWSLETTER_CONFIRMATION_SUBJECT;
  const why = `You get this e-mail because this address was entered in the newsletter sign-up on the ${PRODUCT_NAME} site. If that was not you, ignore it: without a click on the link you get nothing else from us.`;
  const bodyHtml = `<p style="margin:0 0 16px 0">Hi there,</p>
<p style="margin:0 0 16px 0">Please confirm that you want the weekly ${PRODUCT_NAME} newsletter: the new top 10 of AI-built projects every Monday.</p>
<p style="margin:0 0 20px 0">${button(confirmUrl, 'Confirm my sign-up')}</p>
<p style="margin:0">The link works for ${validDays} days. You can unsubscribe from every newsletter with one click.</p>`;
  const text = `Hi there,

Please confirm that you want the weekly ${PRODUCT_NAME} newsletter: the new top 10 of AI-built projects every Monday.

Confirm my sign-up: ${confirmUrl}

The link works for ${validDays} days. You can unsubscribe from every newsletter with one click.

--
${why}
`;
  return {
    subject,
    html: layout({
      title: subject,
      preheader: 'One click to confirm your sign-up',
      bodyHtml,
      unsubscribeUrl: null,
      why,
    }),
    text,
  };
}

/** One of a maker's projects on the new chart (the maker's weekly rank e-mail). */
export interface MakerRankLine {
  id: string;
  projectName: string;
  rank: number;
  previousRank: number | null;
  peakRank: number | null;
  isNew: boolean;
}

/** "#12, up 5; peak #9", "#3, new entry; peak #3", "#40, back on the chart; peak #7". */
export function makerRankText(line: MakerRankLine): string {
  const move =
    line.previousRank === null
      ? line.isNew
        ? 'new entry'
        : 'back on the chart'
      : line.previousRank > line.rank
        ? `up ${line.previousRank - line.rank}`
        : line.previousRank < line.rank
          ? `down ${line.rank - line.previousRank}`
          : 'no change';
  return `#${line.rank}, ${move}; peak #${line.peakRank ?? line.rank}`;
}

export function makerRankSubject(lines: readonly MakerRankLine[]): string {
  const best = [...lines].sort((a, b) => a.rank - b.rank)[0]!;
  return lines.length === 1
    ? `Your project is #${best.rank} on ${PRODUCT_NAME} this week`
    : `Your ${lines.length} projects on ${PRODUCT_NAME} this week (best #${best.rank})`;
}

/** The maker's weekly rank e-mail: each of their projects on the new chart, with movement and peak. */
export function makerRankEmail({
  siteUrl,
  unsubscribeUrl,
  weekOf,
  lines,
}: {
  siteUrl: string;
  unsubscribeUrl: string;
  weekOf: string;
  lines: readonly MakerRankLine[];
}): RenderedEmail {
  const site = origin(siteUrl);
  const subject = makerRankSubject(lines);
  const sorted = [...lines].sort((a, b) => a.rank - b.rank);
  const rows = sorted
    .map((line) => {
      const href = `${site}/p/${encodeURIComponent(line.id)}`;
      return `<tr>
<td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(href)}" style="color:#f4f4f6;font-weight:bold;text-decoration:none">${escapeHtml(line.projectName)}</a></td>
<td style="padding:8px 0 8px 10px;vertical-align:top;text-align:right;color:#ff7aa8;white-space:nowrap">${escapeHtml(makerRankText(line))}</td>
</tr>`;
    })
    .join('\n');
  const why = `You get this e-mail because you asked ${PRODUCT_NAME} to tell you your projects' rank after each Monday chart.`;
  const bodyHtml = `<p style="margin:0 0 16px 0">The chart for the week of <strong>${escapeHtml(weekOf)}</strong> is out, and you are on it:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px 0">
${rows}
</table>
<p style="margin:0 0 8px 0">${button(`${site}/chart/${weekOf}`, 'See the chart')}</p>`;
  const text = `The chart for the week of ${weekOf} is out, and you are on it:

${sorted.map((line) => `${line.projectName}: ${makerRankText(line)}`).join('\n')}

See the chart: ${site}/chart/${weekOf}

--
${why}
Unsubscribe: ${unsubscribeUrl}
`;
  return {
    subject,
    html: layout({ title: subject, preheader: makerRankText(sorted[0]!), bodyHtml, unsubscribeUrl, why }),
    text,
  };
}
