// The 'AI Judge Review' dialog and the review details (also used inline on /p/:id). Loaded lazily.
import { Box, CloseButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CHART_SIZE } from '@domain/constants';
import type { ReactNode } from 'react';
import type { AiReviewProject } from './ai-review-dialog';
import { AppDialog } from './app-dialog';
import { outlookText, publishedScoreBreakdown } from './score-explanation';
import { AI_REVIEW_UNAVAILABLE, aiReviewOf } from '../../lib/ai-review';

/** The small uppercase name above a figure. */
function Caption({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted" fontWeight="bold" textTransform="uppercase">
      {children}
    </Text>
  );
}

function ScoreTile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" p={3} textAlign="center" data-score={label}>
      <Caption>{label}</Caption>
      <Text fontSize="xl" fontWeight="black" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Box>
  );
}

/** The published chart score as its sum, or for a project off a full chart the votes it needs. */
function ScoreExplanation({ project }: { project: AiReviewProject }) {
  const breakdown = publishedScoreBreakdown(project);
  if (breakdown) {
    return (
      <Box borderTopWidth="1px" borderColor="border" pt={3} data-testid="score-breakdown">
        <Caption>Chart score</Caption>
        <Text fontVariantNumeric="tabular-nums">{breakdown.text}</Text>
      </Box>
    );
  }
  if (!project.chartOutlook) return null;
  return (
    <Box borderTopWidth="1px" borderColor="border" pt={3} data-testid="chart-outlook">
      <Caption>Road to the chart</Caption>
      <Text>{outlookText(project.chartOutlook, CHART_SIZE)}</Text>
    </Box>
  );
}

export function AiReviewDetails({ project }: { project: AiReviewProject }) {
  const review = aiReviewOf(project);
  if (!review.available) {
    return (
      <Stack gap={2} align="center" textAlign="center" py={4} data-testid="ai-review">
        <Text fontSize="3xl" fontWeight="black" aria-hidden="true">
          --
        </Text>
        <Text color="fg.muted">{AI_REVIEW_UNAVAILABLE}</Text>
      </Stack>
    );
  }
  const scores = [
    { label: 'Innovation', value: review.innovation },
    { label: 'Utility', value: review.utility },
    { label: 'AI Score', value: review.overall },
  ];
  return (
    <Stack gap={4} data-testid="ai-review">
      <SimpleGrid columns={3} gap={3}>
        {scores.map((s) => (
          <ScoreTile key={s.label} label={s.label} value={s.value} />
        ))}
      </SimpleGrid>
      {review.reviewText ? <Text whiteSpace="pre-line">{review.reviewText}</Text> : null}
      <ScoreExplanation project={project} />
    </Stack>
  );
}

interface Props {
  project: AiReviewProject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function AiReviewDialogContent({ project, open, onOpenChange }: Props) {
  return (
    <AppDialog
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ base: 'full', md: 'md' }}
      title="AI Judge Review"
      subtitle={project.projectName}
      bodyPb={6}
      closeButton={<CloseButton size="sm" aria-label="Close" />}
    >
      <AiReviewDetails project={project} />
    </AppDialog>
  );
}
