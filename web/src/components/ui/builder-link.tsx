// 'by {Builder}' (spec §2/§3): name title-cased, linking to website, else linkedin, github, x, else
// socialProofUrl — http(s) only; plain text when none is safe. Optional collaborator hand.
import type { ProjectLike } from '../../lib/project-like';
import { builderHref } from '../../lib/project-links';
import { titleCase } from '../../lib/display-text';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';
import { Tooltip } from './tooltip';

const LINE = css({ display: 'flex', alignItems: 'center', gap: 1, fontSize: 'sm', color: 'fg.muted' });
const NAME_LINK = cx(link(), css({ color: 'fg', fontWeight: 'medium' }));
const NAME = css({ color: 'fg', fontWeight: 'medium' });

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
  const name = titleCase(project.builderName);
  const href = builderHref(project);
  if (!name && !project.openToCollaborators) return null;
  return (
    <span className={LINE} data-testid="builder">
      {name ? (
        <span>
          by{' '}
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={NAME_LINK}>
              {name}
            </a>
          ) : (
            <span className={NAME}>{name}</span>
          )}
        </span>
      ) : null}
      {project.openToCollaborators ? <CollaboratorMarker /> : null}
    </span>
  );
}
