// "Show your rank": the project's live rank badge and its copy-paste embeds (HTML, Markdown), at the
// end of the page.
import { css, cx } from 'styled-system/css';
import { button, heading, textarea } from 'styled-system/recipes';
import { useSiteOrigin } from '../../../lib/request';
import { toast } from '../../../components/ui/toaster';
import { browserShareEnv } from '../../../lib/share';
import { embedSnippets } from '../embed-snippets';

const S = {
  title: cx(heading({ size: 'lg' }), css({ mb: 2 })),
  intro: css({ color: 'fg.muted', mb: 3 }),
  badge: css({ mb: 3 }),
  snippets: css({ display: 'flex', flexDirection: 'column', gap: 3 }),
  snippet: css({ display: 'flex', flexDirection: 'column', gap: 1 }),
  snippetHead: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }),
  label: css({ fontWeight: 'semibold', fontSize: 'sm' }),
  copy: button({ size: 'xs', variant: 'outline' }),
  field: cx(textarea(), css({ fontFamily: 'mono', fontSize: 'xs' })),
};

async function copy(text: string): Promise<boolean> {
  const env = browserShareEnv();
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(text);
      return true;
    } catch {
      // fall through to the legacy copy
    }
  }
  return env.legacyCopy?.(text) ?? false;
}

function Snippet({ label, value }: { label: string; value: string }) {
  const id = `embed-${label.toLowerCase()}`;
  return (
    <div className={S.snippet}>
      <div className={S.snippetHead}>
        <label htmlFor={id} className={S.label}>
          {label}
        </label>
        <button
          type="button"
          className={S.copy}
          onClick={async () => {
            const ok = await copy(value);
            toast(
              ok
                ? { title: `${label} copied`, type: 'success' }
                : { title: 'Could not copy', description: 'Select the text and copy it yourself.', type: 'error' },
            );
          }}
        >
          Copy {label}
        </button>
      </div>
      <textarea className={S.field} id={id} value={value} readOnly rows={2} onFocus={(e) => e.currentTarget.select()} />
    </div>
  );
}

export function EmbedBadge({ id, projectName }: { id: string; projectName: string }) {
  const snippets = embedSnippets(useSiteOrigin(), id, projectName);
  return (
    <section aria-labelledby="embed-heading" data-testid="embed-badge">
      <h2 id="embed-heading" className={S.title}>
        Show your rank
      </h2>
      <p className={S.intro}>A live badge for your README or site: it follows the chart every Monday.</p>
      <div className={S.badge}>
        <img src={snippets.badgeUrl} alt={`${projectName} on VibeChart`} height={20} loading="lazy" />
      </div>
      <div className={S.snippets}>
        <Snippet label="HTML" value={snippets.html} />
        <Snippet label="Markdown" value={snippets.markdown} />
      </div>
    </section>
  );
}
