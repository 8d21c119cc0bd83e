import { PRODUCT_NAME } from '@domain/constants';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { ContentPage, InternalLink, P, Section } from './content-layout';

export const PRACTICES = [
  {
    title: 'Start with a one-page brief',
    text: 'Before the first prompt, write down who the project is for, the one thing it must do well and what “done” looks like. Paste it into every new session. Models drift; a brief keeps them on course.',
  },
  {
    title: 'Build in small, testable steps',
    text: 'Ask for one feature at a time and run it before asking for the next. Small diffs are easy to review and easy to throw away when the model takes a wrong turn.',
  },
  {
    title: 'Commit before every big prompt',
    text: 'Version control is your undo button. Commit working states often, so a bad generation costs you one reset, not an afternoon.',
  },
  {
    title: 'Read the code you ship',
    text: 'You do not need to write every line, but you should understand every line you deploy. Ask the model to explain anything unclear, and delete what you cannot explain.',
  },
  {
    title: 'Let tests pin down behaviour',
    text: 'Have the model write tests for the behaviour you care about, check that they fail when the code is wrong, and keep them running. They catch the regressions a later prompt introduces.',
  },
  {
    title: 'Keep secrets out of prompts and repositories',
    text: 'API keys belong in environment variables or a secret manager, never in the code, the chat or the client bundle. Assume anything you paste into a prompt may be logged.',
  },
  {
    title: 'Treat all input as hostile',
    text: 'Validate on the server, use parameterised queries, check who is calling before you read or write their data, and only render links that are http or https. AI-generated code often skips these.',
  },
  {
    title: 'Give the model context, not just commands',
    text: 'Share the relevant files, error messages and constraints. A precise question with the stack trace beats “it doesn’t work, fix it” every time.',
  },
  {
    title: 'Ship early and watch real use',
    text: 'A small live project teaches you more than a big local one. Add basic error logging, put it in front of people and let their feedback steer the next prompt.',
  },
  {
    title: 'Say honestly how it was built',
    text: `List the AI tools you used when you share your work, here on ${PRODUCT_NAME} and elsewhere. Other builders learn from it, and it is part of what makes the chart interesting.`,
  },
] as const;

const PRACTICE_LIST = css({ listStyleType: 'none', ps: 0 });
const PRACTICE = css({ pb: 6 });
const PRACTICE_TITLE = cx(
  heading({ size: { base: 'md', md: 'lg' } }),
  css({ fontWeight: 'bold', mb: 1, textWrap: 'wrap' }),
);
const PRACTICE_NUMBER = css({ color: 'fg.muted', me: 2 });

export function VibeCodeGuidePage() {
  return (
    <ContentPage
      title={`The vibe-coding guide: 10 practices — ${PRODUCT_NAME}`}
      description="Ten practices for building real projects with AI coding tools: briefs, small steps, version control, tests, secrets, security and shipping."
      heading="The Vibe-Coding Guide"
      lead="Ten practices that separate a weekend demo from a project people keep using. They work with any AI coding tool."
    >
      <Section id="practices" title="10 practices">
        <ol className={PRACTICE_LIST}>
          {PRACTICES.map((practice, i) => (
            <li key={practice.title} className={PRACTICE}>
              <h3 className={PRACTICE_TITLE}>
                <span className={PRACTICE_NUMBER}>{i + 1}.</span>
                {practice.title}
              </h3>
              <p>{practice.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="next" title="Ready to show it?">
        <P>
          Built something with these in mind? <InternalLink to="/submit">Submit it to the chart</InternalLink>, or
          compare the tools in <InternalLink to="/best-vibe-coding-tools">The 10 Best Vibe Coding Tools</InternalLink>.
        </P>
      </Section>
    </ContentPage>
  );
}
