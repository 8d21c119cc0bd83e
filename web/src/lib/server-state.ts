// The query cache the page server rendered with (entry-server.tsx), carried in the page as a JSON data
// block (<script type="application/json">: never executed, so the CSP allows it). Errors travel as
// plain objects; ApiError comes back as ApiError so pages tell "not found" from "failed" as they do
// after a fetch.
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const SERVER_STATE_ID = 'vc-state';

/** The page's query cache and the instant (app clock, epoch ms) the server rendered it at. */
export type ServerState = DehydratedState & { renderedAt: number | null };

/** JSON safe inside a <script> element: no "</script>", no HTML comment, no line separators. */
export function serverStateText(state: ServerState): string {
  return JSON.stringify(state, (_key, value: unknown) =>
    value instanceof ApiError
      ? { __apiError: true, status: value.status, serverMessage: value.serverMessage, body: value.message }
      : value,
  )
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface WireApiError {
  __apiError: true;
  status: number;
  serverMessage: string;
  body: string;
}

const isWireApiError = (value: unknown): value is WireApiError =>
  typeof value === 'object' && value !== null && (value as { __apiError?: unknown }).__apiError === true;

export function parseServerState(text: string): ServerState {
  // No reviver: JSON.parse calls one on each of the block's thousands of values (~3x slower on a chart
  // page), and errors are only ever a query's.
  const state = JSON.parse(text) as ServerState;
  for (const query of state.queries ?? []) {
    const fields = query.state as { error?: unknown; fetchFailureReason?: unknown };
    if (isWireApiError(fields.error)) fields.error = toApiError(fields.error);
    if (isWireApiError(fields.fetchFailureReason)) fields.fetchFailureReason = toApiError(fields.fetchFailureReason);
  }
  return state;
}

function toApiError(wire: WireApiError): ApiError {
  const error = new ApiError(wire.status, wire.serverMessage, wire.body);
  error.message = wire.body;
  return error;
}

export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return parseServerState(text);
  } catch {
    return null;
  }
}
