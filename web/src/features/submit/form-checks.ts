// The submit forms' checks (docs/product.md#validation, every message written once in @domain/validation) and their
// stored drafts' parsing: the zod half of the forms, loaded after the form renders (use-form-checks.ts)
// so /submit's first load carries no zod.
import type { ToolCategory } from '@domain/tools';
import type { OldSubmissionInput, V2SubmissionInput } from '@domain/validation';
import {
  oldSubmissionSchema,
  thumbnailProblem,
  toolSuggestionInputSchema,
  v2SubmissionSchema,
} from '@domain/validation';
import type { z } from 'zod';
import type { FieldErrors, ThumbnailLike, V1FormValues, V2FormValues, Validated } from './submit-form';

export { parseV1Draft, parseV2Draft } from './draft-parse';

function collectErrors(issues: readonly z.core.$ZodIssue[], into: FieldErrors = {}): FieldErrors {
  for (const issue of issues) {
    // An array item issue (e.g. modelProviders.0) belongs to its list.
    const path = issue.path.filter((p) => typeof p === 'string').join('.') || 'form';
    into[path] ??= issue.message;
  }
  return into;
}

function withThumbnail<T>(
  result: { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } },
  thumbnail: ThumbnailLike | null,
): Validated<T> {
  const errors = result.success ? {} : collectErrors(result.error.issues);
  const problem = thumbnailProblem(thumbnail);
  if (problem) errors.thumbnail = problem;
  return result.success && !problem ? { ok: true, data: result.data } : { ok: false, errors };
}

export function validateV2Form(values: V2FormValues, thumbnail: ThumbnailLike | null): Validated<V2SubmissionInput> {
  return withThumbnail(
    v2SubmissionSchema.safeParse({
      title: values.title,
      url: values.url,
      summary: values.summary,
      modelProviders: values.modelProviders,
      ideAgents: values.ideAgents,
      hostsFrameworks: values.hostsFrameworks,
      stage: values.stage,
      links: { ...values.links },
      openToCollaborators: values.openToCollaborators,
      securityVerified: values.securityVerified,
    }),
    thumbnail,
  );
}

export function validateV1Form(values: V1FormValues, thumbnail: ThumbnailLike | null): Validated<OldSubmissionInput> {
  return withThumbnail(
    oldSubmissionSchema.safeParse({
      title: values.title,
      url: values.url,
      toolIds: values.toolIds,
      summary: values.summary,
      intention: values.intention,
      socialProof: values.socialProof,
      securityVerified: values.securityVerified,
    }),
    thumbnail,
  );
}

/** Tool suggestion (docs/product.md#validation): category one of the three groups, suggestion 1..100 after trimming. */
export function validateToolSuggestion(
  category: string,
  suggestion: string,
): Validated<{ category: ToolCategory; suggestion: string }> {
  const result = toolSuggestionInputSchema.safeParse({ category, suggestion });
  return result.success
    ? { ok: true, data: { category: result.data.category, suggestion: result.data.suggestion } }
    : { ok: false, errors: collectErrors(result.error.issues) };
}
