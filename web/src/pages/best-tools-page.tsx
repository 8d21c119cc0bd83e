import { LAUNCHPAD_DAYS, PRODUCT_NAME } from '@domain/constants';
import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { FaqItem } from '../components/ui/faq';
import { Faq } from '../components/ui/faq';
import { ContentPage, DataTable, InternalLink, P, Section } from './content-layout';

export const ARTICLE_TITLE = 'The 10 Best Vibe Coding Tools in 2026';
export const TABLE_CAPTION = 'Ten vibe coding tools compared: best for, why pick it, pricing and limitation';

interface ToolRow extends Record<string, string> {
  name: string;
  bestFor: string;
  why: string;
  pricing: string;
  limitation: string;
}

export const TOOLS: ToolRow[] = [
  {
    name: 'Cursor',
    bestFor: 'Developers who want AI inside a full code editor',
    why: 'A VS Code–based editor with codebase-aware chat, multi-file edits and an agent mode; your extensions and shortcuts keep working.',
    pricing: 'Free tier; Pro about $20/month',
    limitation: 'Heavy agent use runs into plan limits, and you still need to read code to get the most out of it.',
  },
  {
    name: 'Claude Code',
    bestFor: 'Terminal-first developers and large refactors',
    why: 'An agent in your terminal that reads the whole repository, runs commands and tests, and edits many files in one go.',
    pricing: 'With a Claude Pro or Max plan (from about $20/month), or pay per use through the API',
    limitation: 'No visual editor; long sessions hit plan limits or add up on the API bill.',
  },
  {
    name: 'Windsurf',
    bestFor: 'An agentic IDE at a friendly price',
    why: 'Its Cascade agent follows what you are doing in the editor, proposes multi-file changes and previews web apps in place.',
    pricing: 'Free tier; Pro about $15/month',
    limitation: 'Credit-based usage makes heavy months harder to predict.',
  },
  {
    name: 'Lovable',
    bestFor: 'Non-developers building a full web app from a description',
    why: 'Chat your way to a React app with a Supabase backend, sync it to GitHub and publish with one click.',
    pricing: 'Free tier with daily credits; paid plans from about $25/month',
    limitation: 'Custom logic gets harder as the app grows, and fixing loops eat credits.',
  },
  {
    name: 'Bolt',
    bestFor: 'Full-stack prototypes without any local setup',
    why: 'Runs a real Node.js environment in the browser: prompt, run, edit and deploy in one tab.',
    pricing: 'Free tier; Pro from about $20/month (token-based)',
    limitation: 'Token use grows with project size, so large projects get slow and expensive.',
  },
  {
    name: 'Replit Agent',
    bestFor: 'Going from idea to a hosted app with a database in one place',
    why: 'The agent plans, builds, runs and deploys in Replit’s cloud workspace, with database, auth and hosting built in.',
    pricing: 'Free starter tier; Core about $20–25/month plus usage-based agent credits',
    limitation: 'Usage-based billing can surprise you, and moving off Replit’s hosting takes work.',
  },
  {
    name: 'v0',
    bestFor: 'Polished React and Next.js front ends',
    why: 'Generates clean UI with Tailwind and shadcn/ui components and deploys to Vercel in a click.',
    pricing: 'Free tier with monthly credits; Premium about $20/month',
    limitation: 'Strongest on the front end; back ends and non-React stacks are weaker.',
  },
  {
    name: 'GitHub Copilot',
    bestFor: 'Everyday help in the editor you already use',
    why: 'Completions, chat and agent mode in VS Code, JetBrains IDEs and more, plus a coding agent that opens pull requests.',
    pricing: 'Free tier; Pro about $10/month',
    limitation: 'Less hands-off for brand-new apps than the app builders; premium models use a monthly allowance.',
  },
  {
    name: 'Firebase Studio',
    bestFor: 'Full-stack apps on Google’s cloud',
    why: 'A browser workspace with Gemini, an app-prototyping agent, the Firebase emulators and one-click deploys.',
    pricing: 'Free to start with a limited number of workspaces; you pay for the Firebase and Cloud usage you deploy',
    limitation: 'Ties you to Google’s stack, and features still change often.',
  },
  {
    name: 'Cline',
    bestFor: 'Open-source fans who want to bring their own model',
    why: 'An open-source agent for VS Code that works with almost any model provider, including local models, and asks before every change.',
    pricing: 'Free (open source); you pay your model provider per token',
    limitation: 'Costs follow token use and can spike on big tasks; needs API keys to set up.',
  },
];

const COLUMNS = [
  { key: 'name', label: 'Tool', minW: '7rem' },
  { key: 'bestFor', label: 'Best for', minW: '10rem' },
  { key: 'why', label: 'Why pick it', minW: '15rem' },
  { key: 'pricing', label: 'Pricing', minW: '10rem' },
  { key: 'limitation', label: 'Limitation', minW: '12rem' },
] as const;

const FAQ: FaqItem[] = [
  {
    question: 'What is vibe coding?',
    answer:
      'Building software by describing what you want in plain language and letting an AI model write most of the code, while you steer, test and decide what ships.',
  },
  {
    question: 'Which tool should a beginner start with?',
    answer:
      'If you have never coded, start with an app builder such as Lovable, Bolt or Replit Agent: they handle setup, hosting and the database for you. Move to an editor like Cursor or Windsurf once you want more control.',
  },
  {
    question: 'Which tools suit experienced developers?',
    answer:
      'Cursor, Claude Code, GitHub Copilot and Cline fit into an existing workflow: your repository, your tests, your review process. Claude Code and Cline shine on large multi-file changes.',
  },
  {
    question: 'Is AI-generated code safe to ship?',
    answer: (
      <>
        Only after you have reviewed it. Check authentication, secrets and input validation in particular. The{' '}
        <InternalLink to="/vibe-code-guide">vibe-coding guide</InternalLink> lists the practices that matter most.
      </>
    ),
  },
  {
    question: 'How did you pick these ten?',
    answer: `They are the tools builders on ${PRODUCT_NAME} list most often, compared on what they are best at, why you would pick them, price and their main limitation. No placement is paid for.`,
  },
];

const NOTE = css({ fontSize: 'sm', color: 'fg.muted' });
const SUBMIT_ROW = css({ display: 'flex' });
const SUBMIT = cx(button({ size: 'lg' }), css({ minH: '48px', fontWeight: 'bold' }));

export function BestToolsPage() {
  return (
    <ContentPage
      title={`${ARTICLE_TITLE} — ${PRODUCT_NAME}`}
      description="Cursor, Claude Code, Windsurf, Lovable, Bolt, Replit Agent, v0, GitHub Copilot, Firebase Studio and Cline compared: best for, why pick it, pricing and limitations."
      heading={ARTICLE_TITLE}
      wide
      lead="Ten tools people use to build real projects with AI, side by side: who each is for, why you would pick it, what it costs and where it falls short."
    >
      <Section id="comparison" title="The comparison">
        <DataTable caption={TABLE_CAPTION} columns={[...COLUMNS]} rows={TOOLS} rowHeader="name" />
        <p className={NOTE}>
          Prices are the vendors’ list prices in US dollars, billed monthly, at the time of writing. They change often:
          check each tool’s site before you buy.
        </p>
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <Faq items={FAQ} idPrefix="tools-faq" />
      </Section>

      <Section id="submit" title="Built something with one of these?">
        <P>
          Put it in front of the community: every approved project gets {LAUNCHPAD_DAYS} days on the Launchpad and a
          shot at the chart.
        </P>
        <div className={SUBMIT_ROW}>
          <RouterLink to="/submit" className={SUBMIT}>
            Submit Your Project
          </RouterLink>
        </div>
      </Section>
    </ContentPage>
  );
}
