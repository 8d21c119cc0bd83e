// /submit (docs/product.md#submit), behind <RequireUser>. The v2 form is the one shown (its flag is always
// on); the older form is kept as a fallback, chosen at build time with VITE_SUBMIT_FORM=v1.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@domain/constants';
import { PageMeta } from '../../lib/seo';
import { SubmitFormV1 } from './components/submit-form-v1';
import { SubmitFormV2 } from './components/submit-form-v2';

/** Build-time switch for the fallback form; anything but 'v1' means the v2 form. */
export const SUBMIT_FORM_VERSION: 'v1' | 'v2' = import.meta.env.VITE_SUBMIT_FORM === 'v1' ? 'v1' : 'v2';

export function SubmitPage() {
  return (
    <Stack as="section" aria-labelledby="submit-heading" gap={6} maxW="3xl" mx="auto">
      <PageMeta
        title={`Submit your AI project to the weekly chart — ${PRODUCT_NAME}`}
        description="Submit a project you built with AI tools to the VibeChart weekly top 100."
      />
      <Stack gap={2}>
        <Heading as="h1" id="submit-heading" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
          Submit your AI project
        </Heading>
        <Text color="fg.muted">
          Built something with AI tools? Put it in front of the community: every week the best projects make the{' '}
          {PRODUCT_NAME} top 100.
        </Text>
      </Stack>
      {SUBMIT_FORM_VERSION === 'v1' ? <SubmitFormV1 /> : <SubmitFormV2 />}
    </Stack>
  );
}
