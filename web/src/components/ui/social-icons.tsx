// The builder's social links as icons (spec §2: LinkedIn, X, GitHub, Website), http(s) only.
import type { ProjectLike } from '../../lib/project-like';
import type { SocialKind } from '../../lib/project-links';
import { socialLinks } from '../../lib/project-links';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';
import type { SpriteIconName } from './sprite-icon';
import { SpriteIcon } from './sprite-icon';

const ICONS: Record<SocialKind, SpriteIconName> = {
  linkedin: 'linkedin',
  x: 'x-twitter',
  github: 'github',
  website: 'globe',
};

const LIST = css({ display: 'flex', alignItems: 'center', gap: 0, listStyleType: 'none' });
const ICON_LINK = cx(
  link(),
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.muted',
    _hover: { color: 'fg' },
  }),
);
const ICON_LINK_SIZE = { large: css({ minW: '48px', minH: '48px' }), small: css({ minW: '32px', minH: '32px' }) };

export interface SocialIconsProps {
  project: Pick<ProjectLike, 'links' | 'builderName'>;
  /** Touch-size (48 px) targets; default true. */
  large?: boolean;
}

export function SocialIcons({ project, large = true }: SocialIconsProps) {
  const links = socialLinks(project);
  if (links.length === 0) return null;
  const who = project.builderName?.trim() ? ` of ${project.builderName.trim()}` : '';
  const linkClass = cx(ICON_LINK, ICON_LINK_SIZE[large ? 'large' : 'small']);
  return (
    <ul className={LIST} aria-label="Builder links">
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
