// The 'AI Judge Review' dialog (Chakra's Dialog with its focus trap), loaded on first use.
import { CloseButton } from '@chakra-ui/react';
import { ChakraScope } from '../../chakra/chakra-scope';
import type { AiReviewProject } from './ai-review-details';
import { AiReviewDetails } from './ai-review-details';
import { AppDialog } from './app-dialog';

interface Props {
  project: AiReviewProject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function AiReviewDialogContent({ project, open, onOpenChange }: Props) {
  return (
    <ChakraScope>
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
    </ChakraScope>
  );
}
