// 'by {Builder}' (spec §2/§3): name title-cased, linking to website, else linkedin, github, x, else
// socialProofUrl — http(s) only; plain text when none is safe. Optional collaborator hand.
import { HStack, Link, Text } from '@chakra-ui/react';
import type { ProjectLike } from '../../lib/project-like';
import { builderHref } from '../../lib/project-links';
import { titleCase } from '../../lib/display-text';
import { Tooltip } from './tooltip';

export const COLLABORATOR_LABEL = 'Open to collaborators';

export function CollaboratorMarker() {
  return (
    <Tooltip content={COLLABORATOR_LABEL}>
      <Text as="span" role="img" aria-label={COLLABORATOR_LABEL} data-testid="collaborator-marker">
        ✋
      </Text>
    </Tooltip>
  );
}

export interface BuilderLinkProps {
  project: Pick<ProjectLike, 'builderName' | 'links' | 'socialProofUrl'> & { openToCollaborators?: boolean };
}

export function BuilderLink({ project }: BuilderLinkProps) {
  const name = titleCase(project.builderName);
  const href = builderHref(project);
  if (!name && !project.openToCollaborators) return null;
  return (
    <HStack as="span" gap={1} fontSize="sm" color="fg.muted" data-testid="builder">
      {name ? (
        <span>
          by{' '}
          {href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer" color="fg" fontWeight="medium">
              {name}
            </Link>
          ) : (
            <Text as="span" color="fg" fontWeight="medium">
              {name}
            </Text>
          )}
        </span>
      ) : null}
      {project.openToCollaborators ? <CollaboratorMarker /> : null}
    </HStack>
  );
}
