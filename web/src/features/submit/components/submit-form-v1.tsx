// The older submit form (spec §2: a fallback behind the flag VITE_SUBMIT_FORM=v1; §3 payload old;
// §5 old-form rules; §8 old-form toasts). Success: the form resets, My Projects refreshes, go to /.
import { Button, Checkbox, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { checkboxSlotRecipe, inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import type { FormEvent } from 'react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@domain/constants';
import { normalizeUrl } from '@domain/url';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../../lib/session';
import { LEGACY_SUBMIT_DRAFT_KEY, rememberLastSubmitted } from '../../../lib/submit-storage';
import { useCreateProject } from '../api/create-project';
import { useBuilderTools } from '../api/get-builder-tools';
import { isEmptyDraft, parseV1Draft } from '../draft';
import { useStoredDraft } from '../hooks/use-stored-draft';
import type { FormFeedback, V1FormValues } from '../submit-form';
import {
  EMPTY_V1_FORM,
  FRESH_FEEDBACK,
  NOT_SIGNED_IN_TO_SUBMIT,
  attemptSubmit,
  buildV1FormData,
  oldSubmitFailure,
  shownError,
  touchField,
  validateV1Form,
} from '../submit-form';
import { FormField } from './form-field';
import { ThumbnailField } from './thumbnail-field';
import { ToolPicker } from './tool-picker';

export function SubmitFormV1() {
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useStoredDraft(LEGACY_SUBMIT_DRAFT_KEY, parseV1Draft, EMPTY_V1_FORM, isEmptyDraft);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(FRESH_FEEDBACK);
  const formRef = useRef<HTMLFormElement>(null);
  const tools = useBuilderTools();
  const mutation = useCreateProject();

  const validation = useMemo(() => validateV1Form(values, thumbnail), [values, thumbnail]);
  const errors = validation.ok ? {} : validation.errors;
  const shown = (field: string) => shownError(feedback, errors, field);
  const touch = (field: string) => setFeedback((prev) => touchField(prev, field));
  const set = <K extends keyof V1FormValues>(key: K, value: V1FormValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFeedback(attemptSubmit);
    if (!validation.ok || !thumbnail) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const status = await session.ready();
    const token = status === 'signedIn' ? await session.getIdToken() : null;
    if (!token) {
      toast({ title: NOT_SIGNED_IN_TO_SUBMIT, type: 'error' });
      return;
    }
    try {
      const created = await mutation.mutateAsync({
        form: buildV1FormData(validation.data, thumbnail, thumbnail.name),
        token,
      });
      rememberLastSubmitted(created.id);
      setValues(EMPTY_V1_FORM);
      setThumbnail(null);
      setFeedback(FRESH_FEEDBACK);
      navigate('/');
    } catch (error) {
      console.error('Submission failed', error);
      toast({ ...oldSubmitFailure(error), type: 'error' });
    }
  };

  return (
    <Stack asChild gap={6}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Submit your project">
        <FormField
          label="Title"
          required
          error={shown('title')}
          count={{ length: values.title.trim().length, max: LIMITS.title }}
        >
          <Input
            recipe={inputRecipe}
            name="title"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            onBlur={() => touch('title')}
          />
        </FormField>
        <FormField label="URL" required error={shown('url')}>
          <Input
            recipe={inputRecipe}
            name="url"
            type="url"
            inputMode="url"
            value={values.url}
            placeholder="yourproject.com"
            onChange={(e) => set('url', e.target.value)}
            onBlur={() => {
              touch('url');
              const normalized = normalizeUrl(values.url);
              if (normalized) set('url', normalized);
            }}
          />
        </FormField>
        {tools.isPending ? (
          <Text color="fg.muted">Loading builder tools…</Text>
        ) : tools.isError ? (
          <Text color="fg.error" role="alert">
            Could not load the builder tools. Please refresh the page.
          </Text>
        ) : (
          <ToolPicker
            legend="Builder tools (1 or 2)"
            options={tools.data.map((tool) => ({ value: tool.id, label: tool.name }))}
            selected={values.toolIds}
            error={shown('toolIds')}
            onChange={(next) => {
              set('toolIds', next);
              touch('toolIds');
            }}
          />
        )}
        <FormField
          label="Summary"
          required
          error={shown('summary')}
          count={{ length: values.summary.trim().length, max: LIMITS.summary }}
        >
          <Textarea
            recipe={textareaRecipe}
            name="summary"
            rows={3}
            value={values.summary}
            onChange={(e) => set('summary', e.target.value)}
            onBlur={() => touch('summary')}
          />
        </FormField>
        <FormField
          label="Intention (optional)"
          error={shown('intention')}
          count={{ length: values.intention.trim().length, max: LIMITS.intention }}
        >
          <Input
            recipe={inputRecipe}
            name="intention"
            value={values.intention}
            placeholder="Why you built it"
            onChange={(e) => set('intention', e.target.value)}
            onBlur={() => touch('intention')}
          />
        </FormField>
        <FormField label="Your profile URL (optional)" error={shown('socialProof')}>
          <Input
            recipe={inputRecipe}
            name="socialProof"
            type="url"
            inputMode="url"
            value={values.socialProof}
            placeholder="x.com/you"
            onChange={(e) => set('socialProof', e.target.value)}
            onBlur={() => touch('socialProof')}
          />
        </FormField>
        <ThumbnailField
          file={thumbnail}
          error={feedback.attempted || thumbnail ? errors.thumbnail : undefined}
          onChange={(file) => setThumbnail(file)}
        />
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          checked={values.securityVerified}
          onCheckedChange={(e) => set('securityVerified', e.checked === true)}
          minH="48px"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I have reviewed this project for security considerations (optional)</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted">
          New submissions are reviewed before they appear. We&apos;ll notify you when your project is approved.
        </Text>
        <Button type="submit" size="lg" minH="48px" loading={mutation.isPending} loadingText="Submitting…">
          Submit Project
        </Button>
      </form>
    </Stack>
  );
}
