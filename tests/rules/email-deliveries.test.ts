// email_deliveries: the mail log (addresses inside). Server only: no client reads or writes, admins included.
import { COLLECTIONS, serverOnlyDoc } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.emailDeliveries, () => serverOnlyDoc('email_deliveries'));
