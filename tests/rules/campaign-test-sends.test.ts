// campaign_test_sends: an admin's last campaign test send (it unlocks the campaign run for 12 hours).
// Server only: a client that could write one could skip the "Send test email first" rule.
import { ADMIN, AT, COLLECTIONS } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.campaignTestSends, () => ({
  campaignId: 'beta-turbulence',
  userId: ADMIN,
  sentAt: AT,
}));
