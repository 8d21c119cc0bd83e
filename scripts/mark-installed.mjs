#!/usr/bin/env node
// npm's `prepare` (after every `npm ci` or `npm install`): records which package-lock.json node_modules
// was installed from, so that `npm start` and `npm test` do not install again after a manual install.
import { markInstalled } from './lib/ensure.mjs';

markInstalled();
