// "Show your rank": the project's live rank badge and its copy-paste embeds (HTML, Markdown). Shown
// after hydration (it needs the page's own origin), at the end of the page: nothing above it moves.
import { Box, Button, Heading, HStack, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useDeferredValue } from 'react';
import { toast } from '../../../components/ui/toaster';
import { browserShareEnv } from '../../../lib/share';
import { useBrowserOrigin } from '../../../lib/first-render';
import { embedSnippets } from '../embed-snippets';

async function copy(text: string): Promise<boolean> {
  const env = browserShareEnv();
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(text);
      return true;
    } catch {
      // fall through to the legacy copy
    }
  }
  return env.legacyCopy?.(text) ?? false;
}

function Snippet({ label, value }: { label: string; value: string }) {
  const id = `embed-${label.toLowerCase()}`;
  return (
    <Stack gap={1}>
      <HStack justify="space-between">
        <chakra.label htmlFor={id} fontWeight="semibold" fontSize="sm">
          {label}
        </chakra.label>
        <Button
          size="xs"
          variant="outline"
          onClick={async () => {
            const ok = await copy(value);
            toast(
              ok
                ? { title: `${label} copied`, type: 'success' }
                : { title: 'Could not copy', description: 'Select the text and copy it yourself.', type: 'error' },
            );
          }}
        >
          Copy {label}
        </Button>
      </HStack>
      <Textarea
        recipe={textareaRecipe}
        id={id}
        value={value}
        readOnly
        rows={2}
        fontFamily="mono"
        fontSize="xs"
        onFocus={(e) => e.currentTarget.select()}
      />
    </Stack>
  );
}

export function EmbedBadge({ id, projectName }: { id: string; projectName: string }) {
  // Deferred: the origin arrives in the synchronous render right after hydration, and the section's
  // first render (Chakra's field styles: ~60–80 ms on a 4x slower phone) then happens as transition
  // work that React splits into slices.
  const origin = useDeferredValue(useBrowserOrigin());
  if (!origin) return null;
  const snippets = embedSnippets(origin, id, projectName);
  return (
    <Box as="section" aria-labelledby="embed-heading" data-testid="embed-badge">
      <Heading as="h2" id="embed-heading" size="lg" mb={2}>
        Show your rank
      </Heading>
      <Text color="fg.muted" mb={3}>
        A live badge for your README or site: it follows the chart every Monday.
      </Text>
      <Box mb={3}>
        <img src={snippets.badgeUrl} alt={`${projectName} on VibeChart`} height={20} loading="lazy" />
      </Box>
      <Stack gap={3}>
        <Snippet label="HTML" value={snippets.html} />
        <Snippet label="Markdown" value={snippets.markdown} />
      </Stack>
    </Box>
  );
}
