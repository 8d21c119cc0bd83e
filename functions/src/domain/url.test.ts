import { describe, expect, it } from 'vitest';
import { normalizeUrl, safeHttpUrl } from './url';

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
