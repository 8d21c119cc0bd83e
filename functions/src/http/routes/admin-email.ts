// Admin e-mail (spec §2 Email preview and Campaign page, §7). Every route needs the admin claim
// (401 / 403 otherwise, token checked for revocation). The voting-reminder routes need nothing more:
// the spec's fixed admin key is a weakness we do not repeat. The campaign routes also need the admin
// key typed on the page (400 'Admin key required' / 403), and the campaign run a test send by the same
// admin within 12 hours ('Send test email first').
import type { RequestHandler } from 'express';
import { Router } from 'express';
import { API } from '../../domain/api';
import {
  runBetaTurbulenceCampaign,
  sendBetaTurbulenceTest,
  sendVotingReminderTest,
  votingReminderRecipientCount,
} from '../../services/campaign-sends';
import {
  BETA_TURBULENCE_CAMPAIGN,
  assertRecentTestSend,
  checkAdminKey,
  previewCampaign,
} from '../../services/campaign';
import { db } from '../../services/firestore';
import type { MailDeps } from '../../services/mail';
import { mailDepsFromParams } from '../../services/mail';
import { votingReminderEmail } from '../../services/mail-templates';
import { unsubscribeUrl } from '../../services/unsubscribe';
import type { AppDeps } from '../app';
import { currentUser, requireAdmin } from '../middleware/auth';
import { cache } from '../middleware/cache';
import { parseInput } from '../validate';

/** api.ts paths start with /api; this router is mounted there. */
const mounted = (path: string) => path.replace(/^\/api(?=\/)/, '');

/** The api function's timeout is 60 s: a campaign call stops starting batches after 40 s. */
export const CAMPAIGN_CALL_BUDGET_MS = 40_000;

/** An e-mail document shown on its own: inline styles only, no scripts, no external loads but images. */
export const EMAIL_DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function adminEmailRouter(deps: AppDeps): Router {
  const router = Router();
  let fromParams: MailDeps | null = null;
  const mail = (): MailDeps => deps.mail ?? (fromParams ??= mailDepsFromParams());
  const {
    previewVotingReminderData,
    previewVotingReminder,
    sendTestVotingReminder,
    sendBetaTurbulenceTest: campaignTest,
    betaTurbulencePreview,
    sendBetaTurbulenceCampaign,
  } = API;

  /** Admin claim first (401/403), then the key in the body: 400 when missing, 403 when wrong. */
  const adminKey: RequestHandler = (req, _res, next) => {
    const { adminKey: key } = parseInput(campaignTest.input, req.body);
    checkAdminKey(key, mail().campaignKey());
    next();
  };

  router.post(
    mounted(previewVotingReminderData.path),
    cache(previewVotingReminderData.cache),
    requireAdmin,
    async (req, res) => {
      parseInput(previewVotingReminderData.input, req.body);
      const recipientCount = await votingReminderRecipientCount(db());
      res.json(previewVotingReminderData.output.parse({ recipientCount }));
    },
  );

  router.get(mounted(previewVotingReminder.path), cache(previewVotingReminder.cache), requireAdmin, (req, res) => {
    const { siteUrl } = mail().settings();
    // The preview's unsubscribe link is a sample: real e-mails carry a token signed for the recipient.
    const email = votingReminderEmail({ siteUrl, unsubscribeUrl: unsubscribeUrl(siteUrl, 'preview') });
    if (req.accepts(['text/html', 'application/json']) === 'application/json') {
      res.json(previewVotingReminder.output.parse(email));
      return;
    }
    res.set('Content-Security-Policy', EMAIL_DOCUMENT_CSP).type('html').send(email.html);
  });

  router.post(
    mounted(sendTestVotingReminder.path),
    cache(sendTestVotingReminder.cache),
    requireAdmin,
    async (req, res) => {
      const { testEmail } = parseInput(sendTestVotingReminder.input, req.body);
      await sendVotingReminderTest(db(), mail().settings(), testEmail);
      res.json(
        sendTestVotingReminder.output.parse({
          ok: true,
          message: `Test email sent to ${testEmail}`,
          sentTo: testEmail,
        }),
      );
    },
  );

  router.post(mounted(campaignTest.path), cache(campaignTest.cache), requireAdmin, adminKey, async (req, res) => {
    const user = currentUser(req);
    const sentTo = await sendBetaTurbulenceTest(
      db(),
      mail().settings(),
      { uid: user.uid, email: user.email, name: user.name },
      deps.clock(),
    );
    res.json(campaignTest.output.parse({ ok: true, message: `Test email sent to ${sentTo}`, sentTo }));
  });

  router.post(
    mounted(betaTurbulencePreview.path),
    cache(betaTurbulencePreview.cache),
    requireAdmin,
    adminKey,
    async (_req, res) => {
      const preview = await previewCampaign(db(), BETA_TURBULENCE_CAMPAIGN, mail().settings());
      res.json(betaTurbulencePreview.output.parse(preview));
    },
  );

  router.post(
    mounted(sendBetaTurbulenceCampaign.path),
    cache(sendBetaTurbulenceCampaign.cache),
    requireAdmin,
    adminKey,
    async (req, res) => {
      await assertRecentTestSend(db(), BETA_TURBULENCE_CAMPAIGN, currentUser(req).uid, deps.clock());
      const result = await runBetaTurbulenceCampaign({
        db: db(),
        settings: mail().settings(),
        now: deps.clock,
        budgetMs: mail().campaignBudgetMs ?? CAMPAIGN_CALL_BUDGET_MS,
      });
      res.json(sendBetaTurbulenceCampaign.output.parse(result));
    },
  );

  return router;
}
