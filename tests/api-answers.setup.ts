// Emulator and browser test files (vitest setupFiles, run for each file): every answer of the API the
// test process receives must be as GET /api/openapi.json documents it (functions/test/openapi-answers.ts).
import { checkEveryApiAnswer } from '../functions/test/openapi-answers';

checkEveryApiAnswer();
