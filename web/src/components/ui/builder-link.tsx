// 'by {Builder}' (spec §2/§3): name title-cased, linking to website, else linkedin, github, x, else
// socialProofUrl — http(s) only; plain text when none is safe. Optional collaborator hand.
import type { ProjectLike } from '../../lib/project-like';
import { builderHref } from '../../lib/project-links';
import { titleCase } from '../../lib/display-text';
import { fixedRecipeStyle, fixedStyle, hStack, useFixedStyles } from './fixed-style';
import { Tooltip } from './tooltip';

const LINE = hStack(1, { fontSize: 'sm', color: 'fg.muted' });
const NAME_LINK = fixedRecipeStyle('link', {}, { color: 'fg', fontWeight: 'medium' });
const NAME = fixedStyle({ color: 'fg', fontWeight: 'medium' });

export const COLLABORATOR_LABEL = 'Open to collaborators';

export function CollaboratorMarker() {
  return (
    <Tooltip content={COLLABORATOR_LABEL}>
      <span role="img" aria-label={COLLABORATOR_LABEL} data-testid="collaborator-marker">
        ✋
      </span>
    </Tooltip>
  );
}

export interface BuilderLinkProps {
  project: Pick<ProjectLike, 'builderName' | 'links' | 'socialProofUrl'> & { openToCollaborators?: boolean };
}

export function BuilderLink({ project }: BuilderLinkProps) {
  const cls = useFixedStyles();
  const name = titleCase(project.builderName);
  const href = builderHref(project);
  if (!name && !project.openToCollaborators) return null;
  return (
    <span className={cls(LINE)} data-testid="builder">
      {name ? (
        <span>
          by{' '}
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={cls(NAME_LINK)}>
              {name}
            </a>
          ) : (
            <span className={cls(NAME)}>{name}</span>
          )}
        </span>
      ) : null}
      {project.openToCollaborators ? <CollaboratorMarker /> : null}
    </span>
  );
}
