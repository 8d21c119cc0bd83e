// The builder's social links as icons (docs/product.md#screens: LinkedIn, X, GitHub, Website), http(s) only.
import type { ProjectLike } from '../../lib/project-like';
import type { SocialKind } from '../../lib/project-links';
import { socialLinks } from '../../lib/project-links';
import { projectMeta } from 'styled-system/recipes';
import type { SpriteIconName } from './sprite-icon';
import { SpriteIcon } from './sprite-icon';

const ICONS: Record<SocialKind, SpriteIconName> = {
  linkedin: 'linkedin',
  x: 'x-twitter',
  github: 'github',
  website: 'globe',
};

const S = projectMeta();

export interface SocialIconsProps {
  project: Pick<ProjectLike, 'links' | 'builderName'>;
  /** Touch-size (48 px) targets; default true. */
  large?: boolean;
}

export function SocialIcons({ project, large = true }: SocialIconsProps) {
  const links = socialLinks(project);
  if (links.length === 0) return null;
  const who = project.builderName?.trim() ? ` of ${project.builderName.trim()}` : '';
  const linkClass = large ? S.social : S.socialSmall;
  return (
    <ul className={S.socials} aria-label="Builder links">
      {links.map(({ kind, href, label }) => {
        return (
          <li key={kind}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label}${who} (opens in a new tab)`}
              className={linkClass}
            >
              <SpriteIcon name={ICONS[kind]} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
