// The predefined tool lists (docs/product.md#data: 14 model providers, 14 IDE/agents, 17 hosts/frameworks)
// and the display colour families. The one catalogue: GET /api/builder-tools answers it and both
// forms resolve tools against it, so a database nobody seeded has it too. Ids are stable slugs.
export const TOOL_CATEGORIES = ['model_provider', 'ide_agent', 'host_framework'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];
export type ToolColor = 'blue' | 'green' | 'purple' | 'gray';

export const MODEL_PROVIDERS = [
  'GPT-5',
  'GPT-4.1',
  'o3',
  'Claude 4 Opus',
  'Claude 4 Sonnet',
  'Gemini 2.5 Pro',
  'Gemini 2.0 Flash',
  'Llama 3.3 70B',
  'Mistral Large',
  'Cohere Command',
  'DeepSeek V3',
  'Grok 3',
  'Qwen 2.5 Coder',
  'Amazon Nova Pro',
] as const;

export const IDE_AGENTS = [
  'Cursor',
  'Windsurf',
  'Lovable',
  'Replit Agent',
  'Bolt',
  'Copilot',
  'Claude Code',
  'Cline',
  'Aider',
  'v0',
  'Devin',
  'Codex CLI',
  'Zed',
  'Firebase Studio',
] as const;

export const HOSTS_FRAMEWORKS = [
  'Vercel',
  'Next.js',
  'Supabase',
  'Cloudflare',
  'Netlify',
  'Railway',
  'Firebase',
  'Deno',
  'Render',
  'Fly.io',
  'Heroku',
  'AWS Amplify',
  'React',
  'Vite',
  'SvelteKit',
  'Astro',
  'Expo',
] as const;

export const STAGES = ['Prototype', 'Side project', 'Startup', 'Learning'] as const;
export type Stage = (typeof STAGES)[number];

const BLUE = /(claude|openai|gpt|gemini|o3|llama|mistral|cohere|deepseek|grok|qwen|nova)/;
const GREEN = /(cursor|copilot|replit|bolt|lovable|windsurf|softgen|qodo|cline|aider|claude code|devin|codex|zed)/;
const PURPLE = /(^v0$|firebase studio|base44|vercel|netlify|heroku|railway)/;

/** The predefined list a tool name belongs to (case-insensitive), if any. */
export function predefinedToolCategory(name: string): ToolCategory | undefined {
  const n = name.toLowerCase().trim();
  // PREDEFINED_TOOLS (below) is built with toolColor(name, category): never calls this first.
  return PREDEFINED_TOOLS.find((tool) => tool.name.toLowerCase() === n)?.category;
}

/**
 * Display colour by family, case-insensitive on the lowercased name (docs/product.md#data); a name the families
 * do not name takes its group's colour (the given category, else its predefined list's), so every
 * host/framework is purple wherever its badge shows.
 */
export function toolColor(name: string, category?: ToolCategory): ToolColor {
  const n = name.toLowerCase().trim();
  if (PURPLE.test(n)) return 'purple';
  if (n.includes('claude code')) return 'green';
  if (GREEN.test(n)) return 'green';
  if (BLUE.test(n)) return 'blue';
  switch (category ?? predefinedToolCategory(n)) {
    case 'model_provider':
      return 'blue';
    case 'ide_agent':
      return 'green';
    case 'host_framework':
      return 'purple';
    default:
      return 'gray';
  }
}

export function toolId(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface PredefinedTool {
  id: string;
  name: string;
  category: ToolCategory;
  color: ToolColor;
}

export const PREDEFINED_TOOLS: readonly PredefinedTool[] = [
  ...MODEL_PROVIDERS.map((name) => ({ name, category: 'model_provider' as const })),
  ...IDE_AGENTS.map((name) => ({ name, category: 'ide_agent' as const })),
  ...HOSTS_FRAMEWORKS.map((name) => ({ name, category: 'host_framework' as const })),
].map(({ name, category }) => ({ id: toolId(name), name, category, color: toolColor(name, category) }));

export const TOOL_BADGE_MAX_CHARS = 12;

/**
 * Badge text (docs/product.md#limits-and-constants): over 12 characters it is cut to 12 plus an
 * ellipsis and keeps its own spelling; otherwise it is upper-cased. Counts characters, not UTF-16 units.
 */
export function toolBadgeText(name: string): string {
  const chars = Array.from(name.trim());
  return chars.length > TOOL_BADGE_MAX_CHARS
    ? `${chars.slice(0, TOOL_BADGE_MAX_CHARS).join('').trimEnd()}…`
    : chars.join('').toUpperCase();
}

/** builderTool arrives as a list, a JSON-encoded list, or a single string; de-duplicated (docs/product.md#data). */
export function parseBuilderTool(value: unknown): string[] {
  let list: unknown[] = [];
  if (Array.isArray(value)) list = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        list = Array.isArray(parsed) ? parsed : [text];
      } catch {
        list = [text];
      }
    } else if (text) list = [text];
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const name = item.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}
