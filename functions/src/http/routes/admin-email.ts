// Admin e-mail (docs/product.md#email-preview, #campaign-page, #calls). Every route needs the admin claim
// (401 / 403 otherwise, token checked for revocation). The voting-reminder routes need nothing more:
// the spec's fixed admin key is a weakness we do not repeat. The campaign routes also need the admin
// key typed on the page (400 'Admin key required' / 403), and the campaign run a test send by the same
// admin within 12 hours ('Send test email first').
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
import { mailOf } from '../../services/mail';
import { votingReminderEmail } from '../../services/mail-templates';
import { unsubscribeUrl } from '../../services/unsubscribe';
import type { AppDeps } from '../app';
import { ANSWERED, defineHandlers } from '../mount-api';

/** The api function's timeout is 60 s: a campaign call stops starting batches after 40 s. */
export const CAMPAIGN_CALL_BUDGET_MS = 40_000;

/** An e-mail document shown on its own: inline styles only, no scripts, no external loads but images. */
export const EMAIL_DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function adminEmailHandlers(deps: AppDeps) {
  const mail = mailOf(deps);
  /** After the admin claim (401/403) and the body's key (400 when missing): 403 when the key is wrong. */
  const withKey = (adminKey: string) => checkAdminKey(adminKey, mail().campaignKey());

  return defineHandlers({
    previewVotingReminderData: async () => ({ recipientCount: await votingReminderRecipientCount(db()) }),

    previewVotingReminder: (_input, { req, res }) => {
      const { siteUrl } = mail().settings();
      // The preview's unsubscribe link is a sample: real e-mails carry a token signed for the recipient.
      const email = votingReminderEmail({ siteUrl, unsubscribeUrl: unsubscribeUrl(siteUrl, 'preview') });
      if (req.accepts(['text/html', 'application/json']) === 'application/json') return email;
      res.set('Content-Security-Policy', EMAIL_DOCUMENT_CSP).type('html').send(email.html);
      return ANSWERED;
    },

    sendTestVotingReminder: async ({ testEmail }) => {
      await sendVotingReminderTest(db(), mail().settings(), testEmail);
      return { ok: true, message: `Test email sent to ${testEmail}`, sentTo: testEmail } as const;
    },

    sendBetaTurbulenceTest: async ({ adminKey }, { user }) => {
      withKey(adminKey);
      const recipient = { uid: user.uid, email: user.email, name: user.name };
      const sentTo = await sendBetaTurbulenceTest(db(), mail().settings(), recipient, deps.clock());
      return { ok: true, message: `Test email sent to ${sentTo}`, sentTo } as const;
    },

    betaTurbulencePreview: ({ adminKey }) => {
      withKey(adminKey);
      return previewCampaign(db(), BETA_TURBULENCE_CAMPAIGN, mail().settings());
    },

    sendBetaTurbulenceCampaign: async ({ adminKey }, { user }) => {
      withKey(adminKey);
      await assertRecentTestSend(db(), BETA_TURBULENCE_CAMPAIGN, user.uid, deps.clock());
      return runBetaTurbulenceCampaign({
        db: db(),
        settings: mail().settings(),
        now: deps.clock,
        budgetMs: mail().campaignBudgetMs ?? CAMPAIGN_CALL_BUDGET_MS,
      });
    },
  });
}
