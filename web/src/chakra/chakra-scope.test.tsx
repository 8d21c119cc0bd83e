// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { withDomRoot } from '../test/dom-root';
import { ChakraScope } from './chakra-scope';

const dom = withDomRoot();

describe('ChakraScope', () => {
  it("sets Chakra's default colour palette on the document (the page's stylesheet sets only Panda's)", () => {
    act(() => dom.root.render(<ChakraScope>screen</ChakraScope>));
    const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(styles).toMatch(/html\{[^}]*--chakra-colors-color-palette-solid:var\(--chakra-colors-gray-solid\)/);
  });
});
