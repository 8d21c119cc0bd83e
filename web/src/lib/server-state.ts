// The query cache the page server rendered with (entry-server.tsx), carried in the page as a JSON data
// block (<script type="application/json">: never executed, so the CSP allows it). Errors travel as
// plain objects; ApiError comes back as ApiError so pages tell "not found" from "failed" as they do
// after a fetch.
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-error';
import type { RequestInfo } from './request';

export const SERVER_STATE_ID = 'vc-state';

/** The page's query cache, the instant (app clock, epoch ms) the server rendered it at, and its calendar. */
export type ServerState = DehydratedState & Pick<RequestInfo, 'renderedAt' | 'renderedYear' | 'renderedDayStarts'>;

/** JSON safe inside a <script> element: no "</script>", no HTML comment, no line separators. */
export function serverStateText(state: ServerState): string {
  const packed = {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, data: packDeep(query.state.data) } })),
  };
  return JSON.stringify(packed, (_key, value: unknown) =>
    value instanceof ApiError
      ? { __apiError: true, status: value.status, serverMessage: value.serverMessage, body: value.message }
      : value,
  )
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A list of objects with the same keys in the same order (a page of projects), sent as its keys once
 * and a row of values per object: the chart's state block is about a third smaller.
 */
interface PackedRows {
  __rows: string[];
  values: unknown[][];
}

/** packRows applied to every list inside a query's data (the pages of an infinite query, nested lists). */
function packDeep(value: unknown): unknown {
  if (Array.isArray(value)) return packRows(value.map(packDeep));
  if (typeof value === 'object' && value !== null && !(value instanceof ApiError)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, packDeep(inner)]));
  }
  return value;
}

function packRows(value: unknown): unknown {
  if (!Array.isArray(value) || value.length < 2) return value;
  const first: unknown = value[0];
  if (typeof first !== 'object' || first === null || Array.isArray(first) || isPackedRows(first)) return value;
  const keys = Object.keys(first);
  const same = value.every((row: unknown) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return false;
    const rowKeys = Object.keys(row);
    return rowKeys.length === keys.length && rowKeys.every((key, i) => key === keys[i]);
  });
  if (!same) return value;
  const packed: PackedRows = {
    __rows: keys,
    values: value.map((row: Record<string, unknown>) => keys.map((key) => row[key])),
  };
  return packed;
}

const isPackedRows = (value: unknown): value is PackedRows =>
  typeof value === 'object' && value !== null && Array.isArray((value as { __rows?: unknown }).__rows);

/** packRows undone, at any depth (the pages of an infinite query, a row's nested lists). */
export function unpackRows(value: unknown): unknown {
  if (isPackedRows(value)) {
    return value.values.map((values) => Object.fromEntries(value.__rows.map((key, i) => [key, unpackRows(values[i])])));
  }
  if (Array.isArray(value)) return value.map(unpackRows);
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) (value as Record<string, unknown>)[key] = unpackRows(inner);
  }
  return value;
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
  // No reviver: JSON.parse would call it on each of the block's thousands of values; the packed lists
  // and the errors are only ever in a query's data and state.
  const state = JSON.parse(text) as ServerState;
  for (const query of state.queries ?? []) {
    const fields = query.state as { data?: unknown; error?: unknown; fetchFailureReason?: unknown };
    fields.data = unpackRows(fields.data);
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
  } catch (error) {
    // The page then renders itself, losing the server's HTML: a bug the browser tests fail on.
    console.error('[hydration] unreadable page state', error);
    return null;
  }
}
