import { describe, expect, it } from 'vitest';
import {
  HOSTS_FRAMEWORKS,
  IDE_AGENTS,
  MODEL_PROVIDERS,
  PREDEFINED_TOOLS,
  parseBuilderTool,
  predefinedToolCategory,
  toolBadgeText,
  toolColor,
} from './tools';

describe('predefined tool lists', () => {
  it('has the sizes the spec names, unique ids, and the spec examples', () => {
    expect(MODEL_PROVIDERS).toHaveLength(14);
    expect(IDE_AGENTS).toHaveLength(14);
    expect(HOSTS_FRAMEWORKS).toHaveLength(17);
    expect(new Set(PREDEFINED_TOOLS.map((t) => t.id)).size).toBe(45);
    expect(MODEL_PROVIDERS).toEqual(
      expect.arrayContaining(['GPT-5', 'Claude 4 Opus', 'Gemini 2.0 Flash', 'Cohere Command']),
    );
    expect(IDE_AGENTS).toEqual(expect.arrayContaining(['Cursor', 'Lovable', 'Replit Agent', 'Claude Code', 'Aider']));
    expect(HOSTS_FRAMEWORKS).toEqual(expect.arrayContaining(['Vercel', 'Next.js', 'Supabase', 'Deno', 'Firebase']));
  });
});

describe('toolColor', () => {
  it.each([
    ['Claude 4 Sonnet', 'blue'],
    ['OpenAI o3', 'blue'],
    ['gemini 2.0 flash', 'blue'],
    ['Cursor', 'green'],
    ['Claude Code', 'green'],
    ['QODO', 'green'],
    ['v0', 'purple'],
    ['Firebase Studio', 'purple'],
    ['Base44', 'purple'],
    ['Netlify', 'purple'],
    ['Photoshop', 'gray'],
  ] as const)('%s is %s', (name, color) => {
    expect(toolColor(name)).toBe(color);
  });

  it('falls back to the category colour', () => {
    expect(toolColor('Next.js', 'host_framework')).toBe('purple');
    expect(toolColor('Something AI', 'model_provider')).toBe('blue');
  });

  it('colours every host/framework purple by name alone (a badge knows only the name)', () => {
    for (const name of HOSTS_FRAMEWORKS) {
      expect(toolColor(name)).toBe('purple');
      expect(toolColor(name.toUpperCase())).toBe('purple');
    }
    expect(predefinedToolCategory(' next.js ')).toBe('host_framework');
    expect(predefinedToolCategory('Photoshop')).toBeUndefined();
  });

  it('gives every predefined tool its group colour by name, as the catalogue does', () => {
    for (const tool of PREDEFINED_TOOLS) expect(toolColor(tool.name)).toBe(tool.color);
  });
});

describe('badges and builderTool parsing', () => {
  it('upper-cases badge text of at most 12 characters', () => {
    expect(toolBadgeText('Cursor')).toBe('CURSOR');
    expect(toolBadgeText('Exactly12chr')).toBe('EXACTLY12CHR');
    expect(toolBadgeText('123456789012')).toBe('123456789012');
    expect(toolBadgeText('  v0 ')).toBe('V0');
  });

  it('cuts badge text over 12 characters to 12 plus an ellipsis, not upper-cased', () => {
    expect(toolBadgeText('Gemini 2.0 Flash')).toBe('Gemini 2.0 F…');
    expect(toolBadgeText('Firebase Studio')).toBe('Firebase Stu…');
    expect(toolBadgeText('Claude 4 Sonnet')).toBe('Claude 4 Son…');
    // A cut that ends on a space drops it; characters, not UTF-16 units, are counted.
    expect(toolBadgeText('Amazon Nova Pro')).toBe('Amazon Nova…');
    expect(toolBadgeText('🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖')).toBe('🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖…');
  });

  it('accepts a list, a JSON list as text, or a single string, de-duplicated', () => {
    expect(parseBuilderTool(['Cursor', 'cursor', ' Bolt '])).toEqual(['Cursor', 'Bolt']);
    expect(parseBuilderTool('["Cursor","Lovable","Cursor"]')).toEqual(['Cursor', 'Lovable']);
    expect(parseBuilderTool('Windsurf')).toEqual(['Windsurf']);
    expect(parseBuilderTool('[broken')).toEqual(['[broken']);
    expect(parseBuilderTool(42)).toEqual([]);
  });
});
