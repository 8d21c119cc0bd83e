// One project row for every list: the chart, the launchpad, the archive and All Projects. One frame
// (the #project-{id} anchor, thumbnail, the name linking out in a new tab, http(s) only, description,
// built-with badges, vote, vibe, share) and each list's variations as props.
// layout 'chart': rank and movement, the name as a heading, flags, intention, two lines of
// description, builder and socials, peak and weeks, AI review and a details link; on phones the
// actions wrap under the text and the title is cut to 40 characters, the intention to 60.
// layout 'list': the description cut to 100 and 2 tool badges on phones (4 on desktop), share on
// desktop only, the actions beside the text.
// Every text is in the page once: phones and desktops differ by CSS only.
import type { ProjectRowData } from '../../lib/project-rows';
import { safeHttpUrl } from '@domain/url';
import { memo } from 'react';
import { projectRow } from 'styled-system/recipes';
import { AiReviewButton } from '../ui/ai-review-dialog';
import { BuilderLink } from '../ui/builder-link';
import { CutOnPhones } from '../ui/cut-on-phones';
import { MovementBadge } from '../ui/movement-badge';
import { ProjectThumbnail } from '../ui/project-thumbnail';
import { SecurityBadge } from '../ui/security-badge';
import { SocialIcons } from '../ui/social-icons';
import { SR_ONLY } from '../ui/styles';
import { ToolBadges } from '../ui/tool-badges';
import { NEW_TAB_DESCRIPTION_ID } from '../ui/tooltip-texts';
import { projectTools } from '../../lib/project-tools';
import { projectHashId } from '../../lib/use-hash-highlight';
import { ChartFlags } from './row-badges';
import type { ProjectRowProps } from './row-frame';
import { Actions, ChartRowFrame, useCountedRow } from './row-frame';

export type { ProjectRowProps };
export { rowActions } from './row-frame';

export const MOBILE_TITLE_MAX = 40;
export const MOBILE_INTENTION_MAX = 60;
export const MOBILE_DESCRIPTION_CHARS = 100;

const S = projectRow();

export const ProjectRow = memo(function ProjectRow(rowProps: ProjectRowProps) {
  const props = useCountedRow(rowProps);
  const { project, priority, thumbnail = 'list64' } = props;
  if (props.layout === 'chart') {
    return (
      <ChartRowFrame
        {...props}
        lead={
          <div className={S.chartLead}>
            <ChartRank project={project} />
            <ProjectThumbnail project={project} size="chart" priority={priority} />
          </div>
        }
        lines={
          <div className={S.chartLines}>
            <ChartLines project={project} />
          </div>
        }
        aiReview={<AiReviewButton project={project} />}
      />
    );
  }
  return (
    <li id={projectHashId(project.id)} data-project-row="" className={S.listItem}>
      <div className={S.listFrame}>
        {props.rankColumn}
        <ProjectThumbnail project={project} size={thumbnail} priority={priority} />
        <div className={S.listText}>
          <ListText {...props} />
        </div>
        <Actions {...props} />
      </div>
    </li>
  );
});

function ChartRank({ project }: { project: ProjectRowData }) {
  return (
    <div className={S.rankColumn}>
      <p className={S.rank} data-testid="rank">
        <span className={SR_ONLY}>Rank </span>
        {project.rank ?? '–'}
      </p>
      <MovementBadge chartStatus={project.chartStatus} createdAt={project.createdAt} />
    </div>
  );
}

function ChartLines({ project }: { project: ProjectRowData }) {
  const href = safeHttpUrl(project.projectUrl);
  const name = <CutOnPhones text={project.projectName} max={MOBILE_TITLE_MAX} />;
  return (
    <>
      <div className={S.line}>
        <h2 className={S.name} data-testid="project-name">
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={S.nameLink}
              aria-describedby={NEW_TAB_DESCRIPTION_ID}
            >
              {name}
            </a>
          ) : (
            name
          )}
        </h2>
        <ChartFlags isHot={project.isHot} isNew={project.isNew} />
        {project.isSecurityVerified ? <SecurityBadge /> : null}
      </div>
      {project.projectIntention ? (
        <p className={S.intention} data-testid="intention">
          <CutOnPhones text={project.projectIntention} max={MOBILE_INTENTION_MAX} />
        </p>
      ) : null}
      <p className={S.description} data-testid="description">
        {project.description}
      </p>
      <ToolBadges tools={projectTools(project)} />
      <div className={S.line}>
        <BuilderLink project={project} />
        <SocialIcons project={project} />
      </div>
    </>
  );
}

function ListText({ project, badgesBefore, badgesAfter, builder, note }: ProjectRowProps) {
  const href = safeHttpUrl(project.projectUrl);
  return (
    <>
      <div className={S.listName}>
        {badgesBefore}
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={S.listNameLink}>
            {project.projectName}
          </a>
        ) : (
          <span className={S.listNameText}>{project.projectName}</span>
        )}
        {badgesAfter}
      </div>
      <p className={S.listDescription} data-testid="description">
        <CutOnPhones text={project.description} max={MOBILE_DESCRIPTION_CHARS} />
      </p>
      <ToolBadges tools={projectTools(project)} max={4} mobileMax={2} />
      {builder ? <BuilderLink project={project} /> : null}
      {note ? (
        <p className={S.note} data-testid={note.testId}>
          {note.text}
        </p>
      ) : null}
    </>
  );
}
