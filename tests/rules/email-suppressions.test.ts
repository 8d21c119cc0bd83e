// email_suppressions: addresses (as sha256) that unsubscribed from bulk e-mail. Server only: no client
// reads or writes, admins included; a user cannot even read the entry of their own address.
import { AT, COLLECTIONS } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.emailSuppressions, () => ({ unsubscribedAt: AT, source: 'one-click' }));
