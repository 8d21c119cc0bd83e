// 'by {Builder}' (docs/product.md#screens, #data): name title-cased, linking to website, else linkedin, github, x, else
// socialProofUrl — http(s) only; plain text when none is safe. Optional collaborator hand.
import type { ProjectLike } from '../../lib/project-like';
import { builderHref } from '../../lib/project-links';
import { titleCase } from '../../lib/display-text';
import { projectMeta } from 'styled-system/recipes';
import { Tooltip } from './tooltip';
import { TOOLTIP_TEXTS } from './tooltip-texts';

const S = projectMeta();

export const COLLABORATOR_LABEL = TOOLTIP_TEXTS.collaborator;

export function CollaboratorMarker() {
  return (
    <Tooltip content={COLLABORATOR_LABEL}>
      <span role="img" aria-label={COLLABORATOR_LABEL}>
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
    <span className={S.builder}>
      {name ? (
        <span>
          by{' '}
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={S.builderLink}>
              {name}
            </a>
          ) : (
            <span className={S.builderName}>{name}</span>
          )}
        </span>
      ) : null}
      {project.openToCollaborators ? <CollaboratorMarker /> : null}
    </span>
  );
}
