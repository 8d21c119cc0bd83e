import { describe, expect, it } from 'vitest';
import { URL_PROBLEM_MESSAGES, normalizeUrl, safeHttpUrl, submittedUrlProblem } from './url';

describe('normalizeUrl (spec URL helper)', () => {
  it.each([
    ['  example.com  ', 'https://example.com/'],
    ['http://example.com/a?b=1', 'http://example.com/a?b=1'],
    ['https:/example.com', 'https://example.com/'],
    ['https:example.com/x', 'https://example.com/x'],
    ['www.example.com:8080/path', 'https://www.example.com:8080/path'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it.each(['', '   ', null, undefined])('returns null for empty input %j', (input) => {
    expect(normalizeUrl(input)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'https://',
    'not a url',
  ])('refuses %j', (input) => {
    expect(normalizeUrl(input)).toBeNull();
  });

  it('safeHttpUrl accepts only http(s) with a real host', () => {
    expect(safeHttpUrl('https://vibechart.dev/p/1')).toBe('https://vibechart.dev/p/1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('https://localhost:5000/')).toBe('https://localhost:5000/');
    expect(safeHttpUrl('https://intranet/')).toBeNull();
  });
});

describe('submitted URLs must be public web addresses', () => {
  it.each([
    ['https://vibechart.dev@evil.example', 'userinfo'],
    ['https://user:pass@example.com/', 'userinfo'],
    ['vibechart.dev@evil.example', 'userinfo'],
    ['http://127.0.0.1/', 'ip'],
    ['http://2130706433/', 'ip'],
    ['http://0x7f.0.0.1/', 'ip'],
    ['http://0177.0.0.1/', 'ip'],
    ['http://10.1/', 'ip'],
    ['http://169.254.169.254/latest/meta-data', 'ip'],
    ['8.8.8.8', 'ip'],
    ['http://localhost:5000/', 'localhost'],
    ['https://api.localhost/', 'localhost'],
    ['https://LOCALHOST./', 'localhost'],
  ])('%s is refused (%s)', (input, problem) => {
    expect(normalizeUrl(input)).toBeNull();
    expect(submittedUrlProblem(input)).toBe(problem);
  });

  it.each(['http://[::1]/', 'http://[::ffff:7f00:1]/', 'https://intranet/', 'x'.repeat(3000) + '.com'])(
    '%s is refused as invalid',
    (input) => {
      expect(normalizeUrl(input)).toBeNull();
      expect(submittedUrlProblem(input)).toBe('invalid');
    },
  );

  it('keeps ordinary addresses, including ports and paths', () => {
    expect(normalizeUrl('https://my-app.vercel.app/demo?x=1')).toBe('https://my-app.vercel.app/demo?x=1');
    expect(normalizeUrl('example.com:8080/a')).toBe('https://example.com:8080/a');
    expect(submittedUrlProblem('https://example.com')).toBeNull();
    expect(submittedUrlProblem('')).toBeNull();
  });

  it('safeHttpUrl never renders a URL with userinfo, but keeps our own local thumbnail hosts', () => {
    expect(safeHttpUrl('https://vibechart.dev@evil.example/')).toBeNull();
    expect(safeHttpUrl('http://127.0.0.1:5000/api/blobs/t.webp')).toBe('http://127.0.0.1:5000/api/blobs/t.webp');
  });

  it('the form says why', () => {
    expect(URL_PROBLEM_MESSAGES.userinfo).toMatch(/user name or password/);
    expect(URL_PROBLEM_MESSAGES.ip).toMatch(/not an IP address/);
  });
});
