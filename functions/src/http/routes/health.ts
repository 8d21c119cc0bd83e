import { defineHandlers } from '../mount-api';

export const healthHandlers = defineHandlers({ health: () => ({ ok: true }) as const });
