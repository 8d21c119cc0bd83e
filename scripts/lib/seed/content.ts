// Word lists and templates for believable demo content: people, project names, descriptions,
// links and AI review texts. Everything is drawn from a seeded Random, so it is reproducible.
import { HOSTS_FRAMEWORKS, IDE_AGENTS, MODEL_PROVIDERS, STAGES } from '../../../functions/src/domain/tools';
import type { Stage } from '../../../functions/src/domain/tools';
import type { Random } from './random';

// prettier-ignore
const FIRST_NAMES = [
  'Ada', 'Amara', 'Anders', 'Aiko', 'Ben', 'Bianca', 'Carlos', 'Chen', 'Dana', 'Diego', 'Elif', 'Emil', 'Farah',
  'Freya', 'Gabriel', 'Hana', 'Hugo', 'Ines', 'Isak', 'Jonas', 'Julia', 'Kai', 'Kofi', 'Lars', 'Leila', 'Liam',
  'Lucia', 'Maja', 'Mateo', 'Mei', 'Mikkel', 'Nadia', 'Noah', 'Olga', 'Omar', 'Priya', 'Rafael', 'Rosa', 'Sami',
  'Sara', 'Sofia', 'Tariq', 'Thea', 'Tomas', 'Uma', 'Viktor', 'Wen', 'Yara', 'Yusuf', 'Zoe',
] as const;

// prettier-ignore
const LAST_NAMES = [
  'Andersen', 'Bakker', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen', 'Kim',
  'Larsen', 'Moreau', 'Nielsen', 'Okafor', 'Petersen', 'Quinn', 'Rossi', 'Schmidt', 'Tanaka', 'Usman', 'Varga',
  'Wang', 'Xu', 'Yilmaz', 'Zhang', 'Berg', 'Novak', 'Silva', 'Kowalski', 'Haddad', 'Mensah', 'Lindqvist', 'Patel',
] as const;

export interface Person {
  fullName: string | null;
  email: string;
  handle: string;
}

/** A person; about one in ten typed their name in lower case and a few left it empty. */
export function person(rng: Random, index: number): Person {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const handle = `${first}${last}`.toLowerCase() + (index % 7 === 0 ? String(index % 100) : '');
  const domain = rng.pick(['example.com', 'example.org', 'example.net']);
  const email = `${first}.${last}.${index}@${domain}`.toLowerCase();
  const style = rng.next();
  const fullName = style < 0.04 ? null : style < 0.13 ? `${first} ${last}`.toLowerCase() : `${first} ${last}`;
  return { fullName, email, handle };
}

interface Theme {
  nouns: readonly string[];
  intentions: readonly string[];
  /** `{name}` is replaced by the project name. */
  descriptions: readonly string[];
}

const THEMES: readonly Theme[] = [
  {
    nouns: ['Recipe', 'Pantry', 'Meal', 'Fridge', 'Spice', 'Brunch'],
    intentions: ['Help home cooks waste less', 'Make weeknight dinners easy', 'Plan meals for the week'],
    descriptions: [
      '{name} turns whatever is left in your fridge into three dinner ideas and a shopping list for the rest of the week.',
      'Snap a photo of your pantry and {name} suggests recipes, scales portions and keeps track of what runs out.',
      '{name} plans a week of meals around your diet and budget, then exports the groceries to your favourite store.',
    ],
  },
  {
    nouns: ['Budget', 'Coin', 'Invoice', 'Ledger', 'Receipt', 'Savings'],
    intentions: ['Make money admin painless', 'Help freelancers get paid', 'Save a little every week'],
    descriptions: [
      '{name} reads your bank export, sorts every expense into categories and tells you in plain words where the money went.',
      'Freelancers describe the job in one sentence and {name} writes the invoice, sends reminders and tracks payment.',
      'Point {name} at a pile of receipts and it fills in your expense report, currency conversions included.',
    ],
  },
  {
    nouns: ['Focus', 'Habit', 'Task', 'Inbox', 'Calendar', 'Standup'],
    intentions: ['Get deep work done', 'Build habits that stick', 'Tame a noisy inbox'],
    descriptions: [
      '{name} blocks focus time in your calendar from the tasks you type in and moves it when meetings land on top.',
      'A habit tracker that talks back: {name} notices streaks slipping and suggests a smaller step for tomorrow.',
      '{name} summarises your inbox every morning into five decisions and drafts the replies for you to approve.',
    ],
  },
  {
    nouns: ['Lingo', 'Quiz', 'Study', 'Flashcard', 'Tutor', 'Essay'],
    intentions: ['Learn a language by chatting', 'Study smarter for exams', 'Make homework less lonely'],
    descriptions: [
      '{name} turns any article into flashcards and quizzes you with spaced repetition until it sticks.',
      'Practise a new language with {name}: it chats about your day and gently corrects you as you go.',
      '{name} explains maths homework step by step and checks the answer without giving it away.',
    ],
  },
  {
    nouns: ['Chord', 'Beat', 'Lyric', 'Melody', 'Podcast', 'Playlist'],
    intentions: ['Make music with friends', 'Write songs faster', 'Find the perfect playlist'],
    descriptions: [
      'Hum a tune and {name} writes it down as chords, then suggests a bass line and drum pattern to match.',
      '{name} builds a playlist for the exact mood you describe and keeps it fresh every week.',
      'Upload a podcast episode and {name} writes show notes, chapters and three clips for social media.',
    ],
  },
  {
    nouns: ['Trail', 'Trip', 'Route', 'Camp', 'Journey', 'Passport'],
    intentions: ['Plan trips in minutes', 'Find quiet hiking trails', 'Travel light and cheap'],
    descriptions: [
      '{name} plans a weekend trip from a single sentence: trains, a place to stay and a walk for each day.',
      'Find hiking trails that match your legs and the weather: {name} checks both before you leave.',
      '{name} keeps every booking in one timeline and warns you when a connection gets too tight.',
    ],
  },
  {
    nouns: ['Pixel', 'Sketch', 'Canvas', 'Palette', 'Logo', 'Poster'],
    intentions: ['Design without a designer', 'Make posters in seconds', 'Pick colours that work'],
    descriptions: [
      'Describe your brand and {name} proposes a logo, a colour palette and a matching set of social images.',
      '{name} turns a rough sketch into a clean vector drawing you can edit and export.',
      'Event posters in seconds: {name} lays out the date, place and a picture so it reads from across the street.',
    ],
  },
  {
    nouns: ['Code', 'Commit', 'Deploy', 'Prompt', 'Schema', 'Bug'],
    intentions: ['Ship side projects faster', 'Review pull requests quickly', 'Explain legacy code'],
    descriptions: [
      '{name} reviews your pull request, explains what changed in plain English and flags the risky lines.',
      'Paste a stack trace and {name} finds the likely cause in your repository and drafts a fix.',
      '{name} generates a typed API client and docs from your database schema, kept in sync on every commit.',
    ],
  },
  {
    nouns: ['Plant', 'Garden', 'Pet', 'Paw', 'Sprout', 'Bloom'],
    intentions: ['Keep houseplants alive', 'Care for pets better', 'Grow food on a balcony'],
    descriptions: [
      'Take a photo of a sad plant and {name} tells you what it needs, then reminds you when to water it.',
      "{name} keeps your pet's vet visits, food and walks in one place and answers care questions any time.",
      'Plan a balcony garden with {name}: it picks plants for your light and climate and schedules sowing.',
    ],
  },
  {
    nouns: ['Mood', 'Sleep', 'Mind', 'Breath', 'Journal', 'Calm'],
    intentions: ['Sleep better', 'Journal in two minutes', 'Notice stress early'],
    descriptions: [
      '{name} asks three questions each evening and turns your answers into a weekly picture of your mood.',
      'A bedtime coach: {name} builds a wind-down routine from your habits and adjusts it as your sleep improves.',
      '{name} is a journaling app that suggests a prompt based on yesterday and keeps everything on your device.',
    ],
  },
  {
    nouns: ['Resume', 'Interview', 'Career', 'Pitch', 'Portfolio', 'Hire'],
    intentions: ['Land the next job', 'Practise interviews', 'Show your work well'],
    descriptions: [
      '{name} tailors your resume to a job ad, highlights the matching experience and keeps it to one page.',
      'Practise interviews out loud with {name}: it asks follow-up questions and scores your answers.',
      '{name} turns your GitHub and design files into a portfolio site with one click.',
    ],
  },
  {
    nouns: ['Story', 'Quest', 'Dungeon', 'Puzzle', 'Arcade', 'Riddle'],
    intentions: ['Bedtime stories on demand', 'Games for a rainy day', 'Play a new puzzle daily'],
    descriptions: [
      '{name} writes a bedtime story starring your child and their favourite toy, with pictures for every page.',
      'A daily puzzle game where {name} invents a new riddle each morning and you race friends to solve it.',
      '{name} is a text adventure that remembers your choices and draws the map as you explore.',
    ],
  },
];

// prettier-ignore
const SUFFIXES = [
  'Pilot', 'Buddy', 'Forge', 'Lab', 'Flow', 'Genie', 'Mate', 'Board', 'Radar', 'Nest', 'Scout', 'Craft', 'Loop',
  'Deck', 'Hub', 'Pal', 'Wise', 'Spark', 'Wave', 'Kit', 'Bot', 'Sense', 'Stack', 'Works',
] as const;
const VARIANTS = ['', '', '', ' AI', ' Studio', '.app', ' Pro', ' GPT'] as const;

export interface ProjectText {
  projectName: string;
  description: string;
  projectIntention: string | null;
  slug: string;
}

/** Unique names across one dataset: `taken` collects the names already handed out. */
export function projectText(rng: Random, taken: Set<string>): ProjectText {
  const theme = rng.pick(THEMES);
  let projectName = '';
  for (let attempt = 0; attempt < 50 && (!projectName || taken.has(projectName.toLowerCase())); attempt++) {
    projectName = `${rng.pick(theme.nouns)}${rng.pick(SUFFIXES)}${rng.pick(VARIANTS)}`;
  }
  for (let n = 2; taken.has(projectName.toLowerCase()); n++) projectName = `${projectName.replace(/ \d+$/, '')} ${n}`;
  taken.add(projectName.toLowerCase());
  const description = rng.pick(theme.descriptions).replaceAll('{name}', projectName).slice(0, 200);
  const projectIntention = rng.chance(0.75) ? rng.pick(theme.intentions).slice(0, 40) : null;
  const slug = projectName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { projectName, description, projectIntention, slug };
}

export interface ProjectTools {
  formVersion: 1 | 2;
  builderTool: string[];
  modelProviders: string[];
  ideAgents: string[];
  hostsFrameworks: string[];
  stage: Stage | null;
}

/** One in five came through the old form (1-2 builder tools, no stack groups, no stage). */
export function projectTools(rng: Random): ProjectTools {
  if (rng.chance(0.2)) {
    const pool = [...IDE_AGENTS, 'Claude 4 Sonnet', 'GPT-5', 'Vercel', 'Firebase'];
    const builderTool = rng.sample(pool, rng.int(1, 2));
    return { formVersion: 1, builderTool, modelProviders: [], ideAgents: [], hostsFrameworks: [], stage: null };
  }
  const modelProviders = rng.sample(
    MODEL_PROVIDERS,
    rng.weighted([
      [1, 6],
      [2, 3],
      [0, 1],
    ]),
  );
  const ideAgents = rng.sample(
    IDE_AGENTS,
    rng.weighted([
      [1, 6],
      [2, 4],
    ]),
  );
  const hostsFrameworks = rng.sample(
    HOSTS_FRAMEWORKS,
    rng.weighted([
      [1, 5],
      [2, 4],
      [0, 1],
    ]),
  );
  const stage = rng.weighted<Stage>([
    [STAGES[0], 4],
    [STAGES[1], 4],
    [STAGES[2], 2],
    [STAGES[3], 1],
  ]);
  return {
    formVersion: 2,
    builderTool: [...ideAgents, ...modelProviders, ...hostsFrameworks],
    modelProviders,
    ideAgents,
    hostsFrameworks,
    stage,
  };
}

const HOST_DOMAINS: Record<string, string> = {
  Vercel: 'vercel.app',
  'Next.js': 'vercel.app',
  Netlify: 'netlify.app',
  Cloudflare: 'pages.dev',
  Firebase: 'web.app',
  Railway: 'up.railway.app',
  Render: 'onrender.com',
  'Fly.io': 'fly.dev',
  Deno: 'deno.dev',
  Heroku: 'herokuapp.com',
};
const AGENT_DOMAINS: Record<string, string> = {
  Lovable: 'lovable.app',
  'Replit Agent': 'replit.app',
  Bolt: 'bolt.host',
};

export interface ProjectLinks {
  projectUrl: string;
  links: { website?: string; github?: string; x?: string; linkedin?: string };
  socialProofUrl: string | null;
}

export function projectLinks(rng: Random, slug: string, tools: ProjectTools, handle: string): ProjectLinks {
  const hosted = [...tools.hostsFrameworks, ...tools.ideAgents, ...tools.builderTool]
    .map((t) => HOST_DOMAINS[t] ?? AGENT_DOMAINS[t])
    .find(Boolean);
  const projectUrl =
    hosted && rng.chance(0.7)
      ? `https://${slug}.${hosted}/`
      : `https://${slug}.${rng.pick(['app', 'dev', 'io', 'co'])}/`;
  const links: ProjectLinks['links'] = {};
  if (tools.formVersion === 2) {
    if (rng.chance(0.6)) links.website = projectUrl;
    if (rng.chance(0.55)) links.github = `https://github.com/${handle}/${slug}`;
    if (rng.chance(0.35)) links.x = `https://x.com/${handle}`;
    if (rng.chance(0.25)) links.linkedin = `https://www.linkedin.com/in/${handle}`;
  }
  const socialProofUrl = rng.chance(0.3)
    ? rng.pick([`https://x.com/${handle}`, `https://www.linkedin.com/in/${handle}`])
    : null;
  return { projectUrl, links, socialProofUrl };
}

/** A judge-style review, 10-1000 characters, whose tone follows the scores. */
export function reviewText(
  rng: Random,
  projectName: string,
  innovation: number,
  utility: number,
  overall: number,
): string {
  const opener =
    overall >= 8
      ? rng.pick(['stands out', 'is a genuinely strong entry', 'impresses'])
      : overall >= 7
        ? rng.pick(['is a solid, well-scoped project', 'delivers on its promise', 'is a capable tool'])
        : overall >= 5.5
          ? rng.pick(['is a reasonable start', 'shows promise', 'covers the basics'])
          : rng.pick(['needs more work', 'is an early experiment', 'feels unfinished']);
  const innovationLine =
    innovation >= 7
      ? rng.pick([
          'The idea is fresh and the AI is used where it matters.',
          'It takes a familiar problem and finds a new angle.',
        ])
      : rng.pick([
          'The concept is familiar; similar tools exist.',
          'The idea is common, so execution has to carry it.',
        ]);
  const utilityLine =
    utility >= 7
      ? rng.pick([
          'It solves a real everyday problem with little setup.',
          'The core flow is quick and useful from the first minute.',
        ])
      : rng.pick([
          'The value is less clear for a first-time visitor.',
          'A clearer first screen would help people see the point.',
        ]);
  const advice = rng.pick([
    'Adding a short demo video would help.',
    'Sharing results would make it spread.',
    'An onboarding example would lower the barrier.',
    'Offline support would be a welcome next step.',
    'Clearer pricing would build trust.',
  ]);
  return `${projectName} ${opener}. ${innovationLine} ${utilityLine} ${advice}`.slice(0, 1000);
}

/** Two letters for a thumbnail: the capitals of the name, else its first two letters. */
export function initialsOf(projectName: string): string {
  const capitals = projectName.replace(/[^A-Z]/g, '');
  const letters = capitals.length >= 2 ? capitals.slice(0, 2) : projectName.replace(/[^A-Za-z]/g, '').slice(0, 2);
  return letters.toUpperCase() || 'VC';
}
