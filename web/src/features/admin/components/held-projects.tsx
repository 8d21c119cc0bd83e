// Held scores: an AI score of 9.0 or more is far above its peers, so the project does not
// chart until an admin has looked. Each card shows everything the judge read (in full) with its
// scores and review; the admin releases it with the judge's score or with an adjusted one.
import { Badge, Button, Card, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { AI_HOLD_MIN_SCORE } from '@domain/constants';
import { safeHttpUrl } from '@domain/url';
import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import type { HeldProject } from '../api/held-projects';
import { useHeldProjects, useReleaseHeldProject } from '../api/held-projects';
import { failureMessage } from '../admin-messages';

export function HeldProjects() {
  const query = useHeldProjects();
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Text role="alert" color="fg.error">
        Failed to load held scores: {failureMessage(query.error, 'Please try again.')}
      </Text>
    );
  }
  return (
    <Stack as="section" aria-labelledby="held-heading" gap={3} data-testid="held-projects">
      <HStack gap={3}>
        <Text as="h2" id="held-heading" fontWeight="bold" fontSize="lg">
          Held AI scores
        </Text>
        <Badge colorPalette={query.data.length > 0 ? 'orange' : 'green'} variant="solid">
          {query.data.length} held
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        A score of {AI_HOLD_MIN_SCORE.toFixed(1)} or more waits here before the project can chart. Check what the judge
        read, then release it with its score or an adjusted one.
      </Text>
      {query.data.length === 0 ? (
        <Text data-testid="held-empty">No scores are waiting.</Text>
      ) : (
        query.data.map((project) => <HeldCard key={project.id} project={project} />)
      )}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text fontSize="sm" wordBreak="break-word" whiteSpace="pre-wrap">
      <Text as="span" fontWeight="bold">
        {label}:
      </Text>{' '}
      {value || '—'}
    </Text>
  );
}

function HeldCard({ project }: { project: HeldProject }) {
  const release = useReleaseHeldProject();
  const [adjusted, setAdjusted] = useState('');
  const href = safeHttpUrl(project.projectUrl);
  const score = adjusted.trim() === '' ? undefined : Number(adjusted);
  const invalid = score !== undefined && !(Number.isFinite(score) && score >= 3 && score <= 10);

  const onRelease = async () => {
    try {
      const result = await release.mutateAsync({ id: project.id, aiScore: score });
      toast({ type: 'success', title: `${project.projectName} released with ${result.aiScore.toFixed(1)}` });
    } catch (error) {
      toast({ type: 'error', title: 'Release failed', description: failureMessage(error, 'Please try again.') });
    }
  };

  return (
    <Card.Root variant="outline" data-testid={`held-${project.id}`}>
      <Card.Body gap={2}>
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="black">{project.projectName}</Text>
          <Badge colorPalette="orange" data-score={project.aiScore}>
            AI {project.aiScore.toFixed(1)}
          </Badge>
        </HStack>
        <Text fontSize="sm" wordBreak="break-all">
          <Text as="span" fontWeight="bold">
            URL:
          </Text>{' '}
          {href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
              {project.projectUrl}
            </Link>
          ) : (
            (project.projectUrl ?? '—')
          )}
        </Text>
        <Field label="Description" value={project.description} />
        <Field label="Intention" value={project.projectIntention ?? ''} />
        <Field label="Tools" value={project.builderTool.join(', ')} />
        <Field label="Models" value={project.modelProviders.join(', ')} />
        <Field label="IDE / agents" value={project.ideAgents.join(', ')} />
        <Field label="Hosts / frameworks" value={project.hostsFrameworks.join(', ')} />
        <Field label="Stage" value={project.stage ?? ''} />
        <Field
          label="Judge"
          value={`innovation ${project.innovationScore?.toFixed(1) ?? '—'}, utility ${project.utilityScore?.toFixed(1) ?? '—'}. ${project.reviewText ?? ''}`}
        />
        <HStack gap={2} wrap="wrap" pt={2}>
          <Input
            aria-label={`Adjusted score for ${project.projectName} (3.0–10.0, empty keeps ${project.aiScore.toFixed(1)})`}
            placeholder={`Keep ${project.aiScore.toFixed(1)}`}
            inputMode="decimal"
            maxW="10rem"
            minH="48px"
            value={adjusted}
            onChange={(e) => setAdjusted(e.target.value.slice(0, 5))}
            aria-invalid={invalid}
          />
          <Button minH="48px" onClick={() => void onRelease()} loading={release.isPending} disabled={invalid}>
            Release
          </Button>
        </HStack>
        {invalid ? (
          <Text fontSize="sm" color="fg.error">
            An adjusted score is a number from 3.0 to 10.0.
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
