import { describe, expect, it } from 'vitest';
import { allElements, parseXml } from './parse-xml';

describe('parseXml, the well-formedness check the photo tests rely on', () => {
  it('reads a document into elements, attributes and text', () => {
    const root = parseXml('<svg a="1" b=\'x &amp; y\'><title>A &lt;b&gt;</title><g><rect/></g><!-- note --></svg>\n');
    expect(root).toMatchObject({ name: 'svg', attributes: { a: '1', b: 'x &amp; y' } });
    expect(allElements(root).map((element) => element.name)).toEqual(['svg', 'title', 'g', 'rect']);
    expect(root.children[0]?.text).toBe('A &lt;b&gt;');
  });

  it.each([
    ['an unclosed element', '<svg><g></svg>'],
    ['crossed tags', '<svg><g><rect></g></rect></svg>'],
    ['a second root', '<svg/><svg/>'],
    ['text outside the root', 'hello<svg/>'],
    ['an unquoted attribute', '<svg a=1/>'],
    ['a repeated attribute', '<svg a="1" a="2"/>'],
    ['attributes run together', '<svg a="1"b="2"/>'],
    ['a bare ampersand in text', '<svg>fish & chips</svg>'],
    ['a bare ampersand in an attribute', '<svg a="x & y"/>'],
    ['a "<" in an attribute', '<svg a="<"/>'],
    ['an element never closed at the end', '<svg>'],
    ['nothing at all', '   '],
  ])('refuses %s', (_, source) => {
    expect(() => parseXml(source)).toThrow();
  });
});
