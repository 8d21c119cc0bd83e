// multipart/form-data for the submit calls, with busboy, streamed from the request: the app gets
// the body unread, under the Functions runtime too (http/withheld-body.ts). Should a runtime have
// read it already, busboy is fed from req.rawBody instead, as the stream has nothing left to give.
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { unsafeTextError, unsafeTextProblem } from './middleware/safe-text';
import { DomainError } from '../domain/errors';
import { FORMATS } from '../domain/messages';
import { MESSAGES } from '../domain/messages';

export interface MultipartFile {
  field: string;
  filename: string;
  /** The type the client declared: never trusted (thumbnails are checked by their bytes). */
  declaredType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  /** Text fields; a repeated field keeps its first value. */
  fields: Record<string, string>;
  /** Text fields cut at `maxFieldBytes` (their value here is the cut prefix). */
  truncated: Set<string>;
  file: MultipartFile | null;
}

export interface MultipartLimits {
  /** The one file field accepted; a file under any other name is refused. */
  fileField: string;
  maxFileBytes: number;
  /** Message of the 413 for a file over maxFileBytes (the spec's text for thumbnails). */
  fileTooLargeMessage: string;
  maxFieldBytes: number;
  maxFields: number;
}

export const NOT_MULTIPART_MESSAGE = MESSAGES.notMultipart;
export const MALFORMED_MESSAGE = MESSAGES.malformedMultipart;
/** Field names and part headers are small; this bounds the overhead of a well-formed body. */
const PART_OVERHEAD_BYTES = 64 * 1024;

/** The largest multipart body `limits` can accept: bigger can only carry an oversize file (413 before reading). */
export function multipartMaxBodyBytes(limits: MultipartLimits): number {
  return limits.maxFileBytes + limits.maxFields * limits.maxFieldBytes + PART_OVERHEAD_BYTES;
}

/** Parses the request's multipart body within `limits`; every breach is a 4xx DomainError. */
export async function parseMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) throw new DomainError('not_multipart');
  const rawBody = (req as { rawBody?: unknown }).rawBody;
  const raw = Buffer.isBuffer(rawBody) ? rawBody : null;

  // A body larger than the largest acceptable one can only carry an oversize file.
  const maxBody = multipartMaxBodyBytes(limits);
  const declared = Number(req.get('content-length') ?? 0);
  if ((raw?.length ?? declared) > maxBody) throw new DomainError('thumbnail_too_large', limits.fileTooLargeMessage);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        fileSize: limits.maxFileBytes,
        files: 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFields + 1,
        fieldNameSize: 100,
      },
    });
  } catch {
    throw new DomainError('malformed_body');
  }

  return new Promise<MultipartBody>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const truncated = new Set<string>();
    let file: MultipartFile | null = null;
    let failure: DomainError | null = null;
    let pendingFile: Promise<void> = Promise.resolve();
    const fail = (error: DomainError) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (name in fields) return;
      const problem = unsafeTextProblem(name) ?? unsafeTextProblem(value);
      if (problem) fail(unsafeTextError(name, problem));
      fields[name] = value;
      if (info.valueTruncated) truncated.add(name);
    });

    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField) {
        fail(new DomainError('malformed_body', FORMATS.unexpectedFileField(name, limits.fileField)));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limits.maxFileBytes) chunks.push(chunk);
      });
      stream.on('limit', () => fail(new DomainError('thumbnail_too_large', limits.fileTooLargeMessage)));
      pendingFile = new Promise<void>((done) => {
        stream.on('close', () => {
          const bytes = Buffer.concat(chunks);
          // Browsers send an empty part when no file was chosen: that is "no file".
          if (bytes.length > 0 || info.filename) {
            file = { field: name, filename: info.filename ?? '', declaredType: info.mimeType ?? '', bytes };
          }
          done();
        });
      });
    });

    parser.on('filesLimit', () => fail(new DomainError('malformed_body', FORMATS.oneFileOnly(limits.fileField))));
    parser.on('fieldsLimit', () => fail(new DomainError('malformed_body', FORMATS.tooManyFields(limits.maxFields))));
    parser.on('partsLimit', () => fail(new DomainError('malformed_body', FORMATS.tooManyFields(limits.maxFields))));

    let settled = false;
    parser.on('error', () => {
      if (settled) return;
      settled = true;
      reject(new DomainError('malformed_body'));
    });
    parser.on('close', () => {
      void pendingFile.then(() => {
        if (settled) return;
        settled = true;
        if (failure) reject(failure);
        else resolve({ fields, truncated, file });
      });
    });

    if (raw) {
      Readable.from([raw]).pipe(parser);
    } else {
      // pipe() does not forward errors: a client that goes away mid-upload must not leave us waiting.
      const aborted = () => {
        if (settled) return;
        settled = true;
        parser.destroy();
        reject(new DomainError('malformed_body'));
      };
      req.once('aborted', aborted);
      req.once('error', aborted);
      req.pipe(parser);
    }
  });
}
