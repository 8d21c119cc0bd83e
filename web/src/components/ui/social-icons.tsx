// The builder's social links as icons (spec §2: LinkedIn, X, GitHub, Website), http(s) only.
import type { ProjectLike } from '../../lib/project-like';
import type { SocialKind } from '../../lib/project-links';
import { socialLinks } from '../../lib/project-links';
import { fixedRecipeStyle, fixedStyleFamily, hStack, useFixedStyles } from './fixed-style';
import type { SpriteIconName } from './sprite-icon';
import { SpriteIcon } from './sprite-icon';

const ICONS: Record<SocialKind, SpriteIconName> = {
  linkedin: 'linkedin',
  x: 'x-twitter',
  github: 'github',
  website: 'globe',
};

const LIST = hStack(0, { listStyleType: 'none' });
const iconLink = fixedStyleFamily((size: string) =>
  fixedRecipeStyle(
    'link',
    {},
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minW: size,
      minH: size,
      color: 'fg.muted',
      _hover: { color: 'fg' },
    },
  ),
);

export interface SocialIconsProps {
  project: Pick<ProjectLike, 'links' | 'builderName'>;
  /** Touch-size (48 px) targets; default true. */
  large?: boolean;
}

export function SocialIcons({ project, large = true }: SocialIconsProps) {
  const cls = useFixedStyles();
  const links = socialLinks(project);
  if (links.length === 0) return null;
  const who = project.builderName?.trim() ? ` of ${project.builderName.trim()}` : '';
  const size = large ? '48px' : '32px';
  return (
    <ul className={cls(LIST)} aria-label="Builder links">
      {links.map(({ kind, href, label }) => {
        return (
          <li key={kind}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label}${who} (opens in a new tab)`}
              className={cls(iconLink(size))}
            >
              <SpriteIcon name={ICONS[kind]} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
