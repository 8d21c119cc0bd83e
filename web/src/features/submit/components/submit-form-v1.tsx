// The older submit form (docs/product.md#screens: a fallback behind the flag VITE_SUBMIT_FORM=v1;
// docs/product.md#submit; docs/product.md#validation old-form rules;
// docs/product.md#errors-and-toasts old-form toasts). Success: the form resets, My Projects refreshes, go to /.
import { Checkbox, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useNavigate } from 'react-router';
import { LIMITS } from '@domain/constants';
import { toast } from '../../../components/ui/toaster';
import { LEGACY_SUBMIT_DRAFT_KEY } from '../../../lib/submit-storage';
import { useCreateProject } from '../api/create-project';
import { useBuilderTools } from '../api/get-builder-tools';
import type { FormChecks } from '../hooks/use-form-checks';
import { useSubmitFlow } from '../hooks/use-submit-flow';
import { EMPTY_V1_FORM, NOT_SIGNED_IN_TO_SUBMIT, buildV1FormData, oldSubmitFailure } from '../submit-form';
import { TextField } from './form-field';
import { SubmitFormShell } from './submit-form-shell';
import { ThumbnailField } from './thumbnail-field';
import { ToolPicker } from './tool-picker';

const V1_CHECKS = (checks: FormChecks) => ({ parseDraft: checks.parseV1Draft, validate: checks.validateV1Form });

export function SubmitFormV1() {
  const navigate = useNavigate();
  const tools = useBuilderTools();
  const flow = useSubmitFlow({
    draftKey: LEGACY_SUBMIT_DRAFT_KEY,
    checks: V1_CHECKS,
    empty: EMPTY_V1_FORM,
    buildForm: buildV1FormData,
    mutation: useCreateProject(),
    onSignedOut: () => toast({ title: NOT_SIGNED_IN_TO_SUBMIT, type: 'error' }),
    onSent: () => navigate('/'),
    failure: oldSubmitFailure,
  });
  const { values, set, text } = flow;

  return (
    <SubmitFormShell formRef={flow.formRef} onSubmit={flow.submit} pending={flow.pending}>
      <TextField label="Title" required max={LIMITS.title} {...text('title')} />
      <TextField label="URL" required url placeholder="yourproject.com" {...text('url', true)} />
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
          error={flow.shown('toolIds')}
          onChange={(next) => {
            set('toolIds', next);
            flow.touch('toolIds');
          }}
        />
      )}
      <TextField label="Summary" required multiline max={LIMITS.summary} {...text('summary')} />
      <TextField
        label="Intention (optional)"
        max={LIMITS.intention}
        placeholder="Why you built it"
        {...text('intention')}
      />
      <TextField label="Your profile URL (optional)" url placeholder="x.com/you" {...text('socialProof')} />
      <ThumbnailField {...flow.thumbnailField} />
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
    </SubmitFormShell>
  );
}
