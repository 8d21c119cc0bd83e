// GET /api/openapi.json: this API's OpenAPI 3.1 description, generated from the contract. The same
// for every caller and changed only by a deploy: publicly cacheable like the lists.
import { defineHandlers } from '../mount-api';
import { openApiDocument } from '../openapi';

export const openApiHandlers = defineHandlers({ openapi: () => openApiDocument() });
