// All Projects' search: a builder tool and the start of a name. The address names the search (a GET
// form, so it also works with scripts off), so a searched page renders on the server; the app
// changes the address in place.
import type { FormEvent } from 'react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button, input, nativeSelect } from 'styled-system/recipes';
import { ChevronDownIcon } from '../../../components/ui/chevron-down-icon';
import { SR_ONLY } from '../../../components/ui/styles';
import type { AllProjectsFilter } from '../all-projects-filter';
import { FILTER_TOOLS, filterOf, searchOf } from '../all-projects-filter';

const FORM = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  gap: 2,
  mb: 6,
  alignItems: { sm: 'center' },
  flexWrap: 'wrap',
});
const SELECT = nativeSelect({ size: 'md' });
const SELECT_ROOT = cx(SELECT.root, css({ w: { base: '100%', sm: '220px' } }));
const SELECT_FIELD = cx(SELECT.field, css({ minH: '48px' }));
const SEARCH = cx(input({ size: 'md' }), css({ minH: '48px', flex: '1', minW: { sm: '200px' } }));
const SUBMIT = cx(button({ variant: 'solid', size: 'md' }), css({ minH: '48px', fontWeight: 'bold' }));
const CLEAR = css({ fontSize: 'sm', textDecoration: 'underline', color: 'fg.muted', px: 2, py: 3 });

export function AllProjectsFilterForm({ filter, rawQuery }: { filter: AllProjectsFilter; rawQuery: string }) {
  const navigate = useNavigate();
  const toolId = useId();
  const searchId = useId();
  const filtered = filter.tool !== undefined || filter.q !== undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    for (const name of ['tool', 'q']) search.set(name, String(data.get(name) ?? ''));
    void navigate(`/projects${searchOf(filterOf(search))}`);
  };

  return (
    <form
      // A new address (Back, a link) resets the fields to what it names.
      key={searchOf(filter)}
      role="search"
      aria-label="Find projects"
      method="get"
      action="/projects"
      className={FORM}
      onSubmit={submit}
      data-testid="all-projects-filter"
    >
      <label htmlFor={toolId} className={SR_ONLY}>
        Builder tool
      </label>
      <div className={SELECT_ROOT}>
        <select id={toolId} name="tool" defaultValue={filter.tool ?? ''} className={SELECT_FIELD}>
          <option value="">All tools</option>
          {FILTER_TOOLS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <div className={SELECT.indicator}>
          <ChevronDownIcon />
        </div>
      </div>
      <label htmlFor={searchId} className={SR_ONLY}>
        Project name starts with
      </label>
      <input
        id={searchId}
        type="search"
        name="q"
        defaultValue={rawQuery}
        placeholder="Project name starts with…"
        maxLength={80}
        autoComplete="off"
        className={SEARCH}
      />
      <button type="submit" className={SUBMIT}>
        Search
      </button>
      {filtered ? (
        <Link to="/projects" className={CLEAR} data-testid="all-projects-clear">
          Show all projects
        </Link>
      ) : null}
    </form>
  );
}
