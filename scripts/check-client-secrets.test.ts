// The client-bundle secret scan: a clean build passes, and each kind of planted secret fails the step,
// named by file, line and rule, without the secret itself appearing in the output.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve(__dirname, 'check-client-secrets.mjs');
const dirs: string[] = [];

/** A fake web build: `files` maps a path under dist to its content. */
function dist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'vibechart-secrets-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

function scan(dir: string, ...args: string[]) {
  const env = { ...process.env };
  delete env.VITE_FIREBASE_API_KEY;
  const out = spawnSync(process.execPath, [SCRIPT, '--dist', dir, ...args], { encoding: 'utf8', env });
  return { status: out.status, output: `${out.stdout}${out.stderr}` };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Built at run time so this file holds no secret-shaped literal for other scanners to trip on.
const fakeGoogleKey = ['AIza', 'Sy', 'D3m0Fake-0123456789abcdefghijklmn'].join(''); // 39 characters, as Google's
const pem = ['-----BEGIN', ' PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END', ' PRIVATE KEY-----'].join(
  '',
);
const app = (inner: string) => `import{a as b}from"./react.js";const c={${inner}};export{c as default};\n`;

describe('check-client-secrets', () => {
  it('passes a clean build, including the demo API key and binary files', () => {
    const dir = dist({
      'index.html': '<!doctype html><script type="module" src="/assets/index.js"></script>',
      'assets/index.js': app(
        `apiKey:"demo-api-key",projectId:"demo-vibechart",msg:"not configured (ADMIN_CAMPAIGN_KEY)"`,
      ),
      'assets/logo.png': Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0]), Buffer.from(fakeGoogleKey)]),
    });
    const { status, output } = scan(dir);
    expect(output).toContain('3 files scanned, 0 secrets found: ok');
    expect(status).toBe(0);
  });

  it.each([
    ['a Google API key (e.g. the Gemini key)', app(`k:"${fakeGoogleKey}"`), 'Google API key'],
    ['a PEM private key', app(`key:"${pem}"`), 'private key (PEM)'],
    [
      'service-account JSON',
      JSON.stringify({ type: 'service_account', private_key_id: '0123456789abcdef0123456789abcdef01234567' }),
      'service-account JSON',
    ],
    [
      'an SMTP URL with a password',
      app(`u:"smtps://mailer:hunter2-s3cret@smtp.example.net:465"`),
      'URL with a password',
    ],
    ['GEMINI_API_KEY with a value', app(`GEMINI_API_KEY:"not-a-google-key-but-secret"`), 'server secret with a value'],
    [
      'ADMIN_CAMPAIGN_KEY with a value',
      app(`env.ADMIN_CAMPAIGN_KEY = "correct horse battery"`),
      'server secret with a value',
    ],
    ['a GitHub token', app(`t:"${['ghp', 'A'.repeat(36)].join('_')}"`), 'GitHub token'],
    ['a signed JWT', app(`t:"eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.${'s'.repeat(40)}"`), 'signed JWT'],
  ])('fails on %s, naming file, line and rule but not the secret', (_name, content, rule) => {
    const dir = dist({ 'index.html': '<!doctype html>', 'assets/chunk-abc.js': `// line 1\n${content}` });
    const { status, output } = scan(dir);
    expect(status).toBe(1);
    expect(output).toContain(`assets/chunk-abc.js:2  ${rule}`);
    expect(output).toMatch(/1 secrets? found: FAILED|[2-9] secrets found: FAILED/);
    for (const secret of [fakeGoogleKey, 'hunter2-s3cret', 'correct horse battery', 'A'.repeat(36)]) {
      expect(output).not.toContain(secret);
    }
  });

  it('finds secrets in source maps too', () => {
    const dir = dist({
      'assets/index.js.map': JSON.stringify({ sourcesContent: [`const key = "${fakeGoogleKey}";`] }),
    });
    expect(scan(dir).status).toBe(1);
  });

  it('allows the Firebase web API key the build was configured with (public by design)', () => {
    const dir = dist({ 'assets/index.js': app(`apiKey:"${fakeGoogleKey}"`) });
    expect(scan(dir).status).toBe(1);
    expect(scan(dir, '--allow-key', fakeGoogleKey).status).toBe(0);
  });

  it('refuses to pass when there is no build to scan', () => {
    const { status, output } = scan(join(tmpdir(), 'vibechart-no-such-dist'));
    expect(status).toBe(2);
    expect(output).toContain('is missing');
  });
});
