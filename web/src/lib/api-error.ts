// A non-OK /api answer (spec §8): its own module so the first paint can know it without the client.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message` field when the body is our JSON error, else the raw text. */
    readonly serverMessage: string,
    bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
}
