// judge_failures: the AI judge's record of answers it could not use. Server only: the error text of a
// failed judgement stays off the public project document and out of every client's reach.
import { COLLECTIONS, serverOnlyDoc } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.judgeFailures, () => serverOnlyDoc('judge_failures'));
