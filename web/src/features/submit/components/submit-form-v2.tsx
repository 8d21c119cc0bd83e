// The v2 submit form (docs/product.md#submit, #validation rules): every field, the completeness
// indicator, the tool suggestion, the join dialog for signed-out submits and the "You're in!" dialog.
import { Button, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { LIMITS } from '@domain/constants';
import { HOSTS_FRAMEWORKS, IDE_AGENTS, MODEL_PROVIDERS, STAGES } from '@domain/tools';
import { normalizeUrl } from '@domain/url';
import { SelectInput } from '../../../components/ui/select-input';
import {
  LEGACY_SUBMIT_DRAFT_KEY,
  PROFILE_COMPLETENESS_KEY,
  SUBMIT_DRAFT_KEY,
  clearSubmitDraft,
  removeStored,
  writeStored,
} from '../../../lib/submit-storage';
import { useCreateProjectV2 } from '../api/create-project-v2';
import { isEmptyDraft, serializeCompleteness } from '../draft';
import type { FormChecks } from '../hooks/use-form-checks';
import { useSubmitFlow } from '../hooks/use-submit-flow';
import { profileCompleteness } from '../profile-completeness';
import type { LinkKey, ToolGroup } from '../submit-form';
import { EMPTY_V2_FORM, LINK_KEYS, buildV2FormData, isStage, v2SubmitFailure } from '../submit-form';
import { CompletenessMeter } from './completeness-meter';
import { FormField, TextField } from './form-field';
import { SubmitFormShell } from './submit-form-shell';
import { ThumbnailField } from './thumbnail-field';
import { ToolPicker } from './tool-picker';
import { ToolSuggestion } from './tool-suggestion';

// The dialogs open only after a submit or a tool suggestion: they load right after the form, not in
// /submit's first load (Chakra's Dialog and its focus trap).
const loadJoinDialog = () => import('./join-dialog');
const loadSubmittedDialog = () => import('./submitted-dialog');
const JoinDialog = lazy(() => loadJoinDialog().then((module) => ({ default: module.JoinDialog })));
const SubmittedDialog = lazy(() => loadSubmittedDialog().then((module) => ({ default: module.SubmittedDialog })));

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

const V2_CHECKS = (checks: FormChecks) => ({ parseDraft: checks.parseV2Draft, validate: checks.validateV2Form });

export function SubmitFormV2() {
  const [joinOpen, setJoinOpen] = useState(false);
  const [submitted, setSubmitted] = useState<{ projectName: string } | null>(null);
  const flow = useSubmitFlow({
    draftKey: SUBMIT_DRAFT_KEY,
    checks: V2_CHECKS,
    empty: EMPTY_V2_FORM,
    buildForm: buildV2FormData,
    mutation: useCreateProjectV2(),
    onSignedOut: () => setJoinOpen(true),
    onSent: (created) => {
      clearSubmitDraft();
      setSubmitted({ projectName: created.projectName });
    },
    failure: v2SubmitFailure,
  });
  const { values, set, errors, thumbnail, text } = flow;
  // The note shows once the stored draft is restored (when the form's checks have loaded) until closed.
  const [draftNoteClosed, setDraftNoteClosed] = useState(false);
  const draftNoteOpen = flow.draftRestored && !draftNoteClosed;

  // docs/product.md#screens: opening the v2 form clears a stored draft key — the old form's (lib/submit-storage.ts).
  useEffect(() => removeStored(LEGACY_SUBMIT_DRAFT_KEY), []);
  useEffect(() => {
    void loadJoinDialog();
    void loadSubmittedDialog();
  }, []);

  const completeness = useMemo(
    () => profileCompleteness({ ...values, hasThumbnail: thumbnail !== null && errors.thumbnail === undefined }),
    [values, thumbnail, errors.thumbnail],
  );

  // The completeness entry lives beside the draft: written with it, gone with it.
  useEffect(() => {
    if (isEmptyDraft(values) && !thumbnail) removeStored(PROFILE_COMPLETENESS_KEY);
    else writeStored(PROFILE_COMPLETENESS_KEY, serializeCompleteness(completeness));
  }, [values, thumbnail, completeness]);

  const urlPreview = normalizeUrl(values.url);

  return (
    <>
      <SubmitFormShell formRef={flow.formRef} onSubmit={flow.submit} pending={flow.pending}>
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
                flow.resetForm();
                setDraftNoteClosed(true);
              }}
            >
              Start over
            </Button>
          </HStack>
        ) : null}
        <CompletenessMeter completeness={completeness} />

        <TextField
          label="Title"
          required
          max={LIMITS.title}
          placeholder="What is your project called?"
          autoComplete="off"
          {...text('title')}
        />

        <TextField
          label="URL"
          required
          url
          placeholder="yourproject.com"
          helper={
            urlPreview && urlPreview !== values.url.trim()
              ? `Will be saved as ${urlPreview}`
              : 'Where people can try it'
          }
          {...text('url', true)}
        />

        <TextField
          label="Summary"
          required
          multiline
          max={LIMITS.summary}
          placeholder="What does it do, and for whom?"
          {...text('summary')}
        />

        <ThumbnailField {...flow.thumbnailField} />

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
          <SelectInput
            name="stage"
            minH="48px"
            value={values.stage}
            onChange={(e) => {
              const stage = e.currentTarget.value;
              if (isStage(stage)) set('stage', stage);
            }}
            options={STAGES}
          />
        </FormField>

        <Section title="Links (optional)">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {LINK_KEYS.map((key) => (
              <TextField
                key={key}
                label={LINK_FIELDS[key].label}
                url
                placeholder={LINK_FIELDS[key].placeholder}
                {...flow.bindText(
                  `links.${key}`,
                  values.links[key],
                  (value) => set('links', { ...values.links, [key]: value }),
                  true,
                )}
              />
            ))}
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
            helper="Optional. Shown as 'Security Verified (maker's claim)': it is your own declaration, there is no audit."
          />
        </Stack>
      </SubmitFormShell>

      <Suspense fallback={null}>
        <JoinDialog open={joinOpen} onOpenChange={setJoinOpen} />
        <SubmittedDialog open={submitted !== null} projectName={submitted?.projectName ?? ''} />
      </Suspense>
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
