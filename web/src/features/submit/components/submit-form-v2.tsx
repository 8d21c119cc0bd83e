// The v2 submit form (spec §2 Submit, §3 payload v2, §5 rules): every field, the completeness
// indicator, the tool suggestion, the join dialog for signed-out submits and the "You're in!" dialog.
import {
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  checkboxSlotRecipe,
  fieldsetSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LIMITS } from '@domain/constants';
import { HOSTS_FRAMEWORKS, IDE_AGENTS, MODEL_PROVIDERS, STAGES } from '@domain/tools';
import { normalizeUrl } from '@domain/url';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../../lib/session';
import {
  LEGACY_SUBMIT_DRAFT_KEY,
  PROFILE_COMPLETENESS_KEY,
  SUBMIT_DRAFT_KEY,
  clearSubmitDraft,
  rememberLastSubmitted,
  removeStored,
  writeStored,
} from '../../../lib/submit-storage';
import { useCreateProjectV2 } from '../api/create-project-v2';
import { isEmptyDraft, parseV2Draft, serializeCompleteness } from '../draft';
import { useStoredDraft } from '../hooks/use-stored-draft';
import { profileCompleteness } from '../profile-completeness';
import type { FormFeedback, LinkKey, ToolGroup, V2FormValues } from '../submit-form';
import {
  EMPTY_V2_FORM,
  FRESH_FEEDBACK,
  LINK_KEYS,
  attemptSubmit,
  buildV2FormData,
  isStage,
  shownError,
  touchField,
  v2SubmitFailure,
  validateV2Form,
} from '../submit-form';
import { CompletenessMeter } from './completeness-meter';
import { FormField } from './form-field';
import { JoinDialog } from './join-dialog';
import { SubmittedDialog } from './submitted-dialog';
import { ThumbnailField } from './thumbnail-field';
import { ToolPicker } from './tool-picker';
import { ToolSuggestion } from './tool-suggestion';

const TOOL_GROUP_FIELDS: { group: ToolGroup; legend: string; options: readonly string[] }[] = [
  { group: 'modelProviders', legend: 'Model providers (up to 2)', options: MODEL_PROVIDERS },
  { group: 'ideAgents', legend: 'IDE / agents (up to 2)', options: IDE_AGENTS },
  { group: 'hostsFrameworks', legend: 'Hosts / frameworks (up to 2)', options: HOSTS_FRAMEWORKS },
];

const LINK_FIELDS: Record<LinkKey, { label: string; placeholder: string }> = {
  github: { label: 'GitHub', placeholder: 'github.com/you/project' },
  website: { label: 'Website', placeholder: 'yourproject.com' },
  x: { label: 'X', placeholder: 'x.com/you' },
  linkedin: { label: 'LinkedIn', placeholder: 'linkedin.com/in/you' },
};

export function SubmitFormV2() {
  const session = useSession();
  const [values, setValues, draft] = useStoredDraft(SUBMIT_DRAFT_KEY, parseV2Draft, EMPTY_V2_FORM, isEmptyDraft);
  const [draftNoteOpen, setDraftNoteOpen] = useState(draft.restored);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(FRESH_FEEDBACK);
  const [joinOpen, setJoinOpen] = useState(false);
  const [submitted, setSubmitted] = useState<{ projectName: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useCreateProjectV2();

  // Spec §2: opening the v2 form clears a stored draft key — the old form's (lib/submit-storage.ts).
  useEffect(() => removeStored(LEGACY_SUBMIT_DRAFT_KEY), []);

  const validation = useMemo(() => validateV2Form(values, thumbnail), [values, thumbnail]);
  const errors = validation.ok ? {} : validation.errors;
  const completeness = useMemo(
    () => profileCompleteness({ ...values, hasThumbnail: thumbnail !== null && errors.thumbnail === undefined }),
    [values, thumbnail, errors.thumbnail],
  );

  // The completeness entry lives beside the draft: written with it, gone with it.
  useEffect(() => {
    if (isEmptyDraft(values) && !thumbnail) removeStored(PROFILE_COMPLETENESS_KEY);
    else writeStored(PROFILE_COMPLETENESS_KEY, serializeCompleteness(completeness));
  }, [values, thumbnail, completeness]);

  const shown = (field: string) => shownError(feedback, errors, field);
  const touch = (field: string) => setFeedback((prev) => touchField(prev, field));
  const set = <K extends keyof V2FormValues>(key: K, value: V2FormValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));
  /** An empty form that starts clean: no "… is required" before the person has done anything. */
  const resetForm = () => {
    setValues(EMPTY_V2_FORM);
    setThumbnail(null);
    setFeedback(FRESH_FEEDBACK);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFeedback(attemptSubmit);
    if (!validation.ok || !thumbnail) {
      // Focus the first field with a problem, after React has marked it invalid.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const status = await session.ready();
    const token = status === 'signedIn' ? await session.getIdToken() : null;
    if (!token) {
      setJoinOpen(true);
      return;
    }
    try {
      const created = await mutation.mutateAsync({
        form: buildV2FormData(validation.data, thumbnail, thumbnail.name),
        token,
      });
      rememberLastSubmitted(created.id);
      // Leave the field first (a submit by Enter keeps it focused): its blur would mark it touched
      // once the dialog takes the focus, showing "… is required" on the emptied form.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && formRef.current?.contains(focused)) focused.blur();
      resetForm();
      clearSubmitDraft();
      setSubmitted({ projectName: created.projectName });
    } catch (error) {
      console.error('Submission failed', error);
      toast({ ...v2SubmitFailure(error), type: 'error' });
    }
  };

  const urlPreview = normalizeUrl(values.url);

  return (
    <>
      <Stack asChild gap={6}>
        <form ref={formRef} onSubmit={submit} noValidate aria-label="Submit your project">
          {draftNoteOpen ? (
            <HStack
              justify="space-between"
              wrap="wrap"
              gap={3}
              p={3}
              rounded="md"
              bg="bg.muted"
              fontSize="sm"
              role="status"
            >
              <Text>We kept the draft you started earlier (the image has to be chosen again).</Text>
              <Button
                type="button"
                size="sm"
                variant="outline"
                minH="48px"
                flexShrink={0}
                onClick={() => {
                  resetForm();
                  setDraftNoteOpen(false);
                }}
              >
                Start over
              </Button>
            </HStack>
          ) : null}
          <CompletenessMeter completeness={completeness} />

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
              placeholder="What is your project called?"
              autoComplete="off"
              onChange={(e) => set('title', e.target.value)}
              onBlur={() => touch('title')}
            />
          </FormField>

          <FormField
            label="URL"
            required
            error={shown('url')}
            helper={
              urlPreview && urlPreview !== values.url.trim()
                ? `Will be saved as ${urlPreview}`
                : 'Where people can try it'
            }
          >
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
                // The spec's URL helper: trim, add https://, repair "https:/x".
                if (urlPreview) set('url', urlPreview);
              }}
            />
          </FormField>

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
              placeholder="What does it do, and for whom?"
              onChange={(e) => set('summary', e.target.value)}
              onBlur={() => touch('summary')}
            />
          </FormField>

          <ThumbnailField
            file={thumbnail}
            error={feedback.attempted || thumbnail ? errors.thumbnail : undefined}
            onChange={(file) => {
              setThumbnail(file);
              touch('thumbnail');
            }}
          />

          <Section title="Builder stack">
            {TOOL_GROUP_FIELDS.map(({ group, legend, options }) => (
              <ToolPicker
                key={group}
                legend={legend}
                options={options.map((name) => ({ value: name, label: name }))}
                selected={values[group]}
                error={errors[group]}
                onChange={(next) => set(group, next)}
              />
            ))}
            <ToolSuggestion onNeedSignIn={() => setJoinOpen(true)} />
          </Section>

          <FormField label="Stage">
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                name="stage"
                minH="48px"
                value={values.stage}
                onChange={(e) => {
                  const stage = e.currentTarget.value;
                  if (isStage(stage)) set('stage', stage);
                }}
              >
                {STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {stage}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>

          <Section title="Links (optional)">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              {LINK_KEYS.map((key) => {
                const field = `links.${key}`;
                return (
                  <FormField key={key} label={LINK_FIELDS[key].label} error={shown(field)}>
                    <Input
                      recipe={inputRecipe}
                      name={field}
                      type="url"
                      inputMode="url"
                      value={values.links[key]}
                      placeholder={LINK_FIELDS[key].placeholder}
                      onChange={(e) => set('links', { ...values.links, [key]: e.target.value })}
                      onBlur={() => {
                        touch(field);
                        const normalized = normalizeUrl(values.links[key]);
                        if (normalized) set('links', { ...values.links, [key]: normalized });
                      }}
                    />
                  </FormField>
                );
              })}
            </SimpleGrid>
          </Section>

          <Stack gap={3}>
            <CheckboxField
              checked={values.openToCollaborators}
              onChange={(checked) => set('openToCollaborators', checked)}
              label="Open to collaborators"
              helper="Show a hand on your project so other builders can reach out."
            />
            <CheckboxField
              checked={values.securityVerified}
              onChange={(checked) => set('securityVerified', checked)}
              label="I have reviewed this project for security considerations"
              helper="Optional. Shown as 'Security Verified'; it is your own declaration, there is no audit."
            />
          </Stack>

          <Text fontSize="sm" color="fg.muted">
            New submissions are reviewed before they appear. We&apos;ll notify you when your project is approved.
          </Text>

          <Button type="submit" size="lg" minH="48px" loading={mutation.isPending} loadingText="Submitting…">
            Submit Project
          </Button>
        </form>
      </Stack>

      <JoinDialog open={joinOpen} onOpenChange={setJoinOpen} />
      <SubmittedDialog open={submitted !== null} projectName={submitted?.projectName ?? ''} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe}>
      <Fieldset.Legend fontSize="lg" fontWeight="bold" mb={2}>
        {title}
      </Fieldset.Legend>
      <Fieldset.Content gap={5}>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  helper: string;
}

function CheckboxField({ checked, onChange, label, helper }: CheckboxFieldProps) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
      alignItems="flex-start"
      minH="48px"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt={1} />
      <Stack gap={0}>
        <Checkbox.Label>{label}</Checkbox.Label>
        <Text fontSize="xs" color="fg.muted">
          {helper}
        </Text>
      </Stack>
    </Checkbox.Root>
  );
}
