// `npm run docs:api`: writes docs/api.md from the API's OpenAPI document (the contract's published
// description); `-- --check` only tells whether the file is up to date.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { openApiDocument } from '../functions/src/http/openapi';
import { API_DOCS_PATH, renderApiDocs } from './lib/api-docs';
import { ScriptFailure, runScript } from './lib/cli';

const USAGE = `Usage: npm run docs:api [-- --check]

Renders docs/api.md from the OpenAPI document that GET /api/openapi.json serves, which is generated
from the contract (functions/src/domain/api.ts). Run it after changing the contract; npm test fails
while docs/api.md is out of date. Needs nothing running.

Options:
  --check   write nothing; exit 1 when docs/api.md differs from what the contract renders
  --help    this text`;

runScript({
  name: 'docs:api',
  usage: USAGE,
  options: { check: { type: 'boolean', default: false } },
  main: async ({ check }) => {
    const rendered = await renderApiDocs(openApiDocument());
    const file = relative(process.cwd(), API_DOCS_PATH);
    const current = existsSync(API_DOCS_PATH) ? readFileSync(API_DOCS_PATH, 'utf8') : null;
    if (check) {
      if (current !== rendered) throw new ScriptFailure(`${file} is out of date: run npm run docs:api`);
      console.log(`${file} is up to date`);
      return;
    }
    writeFileSync(API_DOCS_PATH, rendered);
    console.log(current === rendered ? `${file} is up to date` : `wrote ${file}`);
  },
});
