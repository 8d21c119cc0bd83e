// The predefined tool lists (spec §3: 14 model providers, 14 IDE/agents, 17 hosts/frameworks)
// and the display colour families. Seeded into `builder_tools`; ids are stable slugs.
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

/** Display colour by family, case-insensitive on the lowercased name (spec §3). */
export function toolColor(name: string, category?: ToolCategory): ToolColor {
  const n = name.toLowerCase().trim();
  if (PURPLE.test(n)) return 'purple';
  if (n.includes('claude code')) return 'green';
  if (GREEN.test(n)) return 'green';
  if (BLUE.test(n)) return 'blue';
  if (category === 'model_provider') return 'blue';
  if (category === 'ide_agent') return 'green';
  if (category === 'host_framework') return 'purple';
  return 'gray';
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

/** Badge text: over 12 characters cut to 12 plus an ellipsis, otherwise upper-cased (spec §9). */
export function toolBadgeText(name: string): string {
  return name.length > 12 ? `${name.slice(0, 12)}…` : name.toUpperCase();
}

/** builderTool arrives as a list, a JSON-encoded list, or a single string; de-duplicated (spec §3). */
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
