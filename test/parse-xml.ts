/**
 * A strict XML parser for tests: enough of XML 1.0 to prove that a generated document is well-formed (one root, tags
 * that nest and close, quoted attributes named once, no stray "<" or "&"), and to walk its elements. It does not read
 * DTDs or processing instructions; a document that has them is refused.
 */

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*/;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g;

function checkCharacterData(data: string, where: string): void {
  if (data.includes('<')) throw new Error(`"<" in ${where}`);
  if (data.replace(ENTITY, '').includes('&')) throw new Error(`a bare "&" in ${where}`);
}

export function parseXml(source: string): XmlElement {
  let at = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;

  const fail = (message: string): never => {
    throw new Error(`${message} at offset ${at}: ${JSON.stringify(source.slice(at, at + 40))}`);
  };

  while (at < source.length) {
    const open = source.indexOf('<', at);
    const text = source.slice(at, open === -1 ? source.length : open);
    if (stack.length === 0 && text.trim() !== '') fail('text outside the root element');
    checkCharacterData(text, 'text');
    if (stack.length > 0) (stack.at(-1) as XmlElement).text += text;
    if (open === -1) break;
    at = open;

    if (source.startsWith('<!--', at)) {
      const end = source.indexOf('-->', at + 4);
      if (end === -1) fail('an unclosed comment');
      at = end + 3;
      continue;
    }
    if (source.startsWith('</', at)) {
      const name = source.slice(at + 2).match(NAME)?.[0] ?? fail('a closing tag without a name');
      const close = source.indexOf('>', at);
      if (close === -1 || source.slice(at + 2 + name.length, close).trim() !== '') fail('a malformed closing tag');
      const element = stack.pop();
      if (element?.name !== name) fail(`</${name}> closes <${element?.name ?? 'nothing'}>`);
      at = close + 1;
      continue;
    }

    const name = source.slice(at + 1).match(NAME)?.[0] ?? fail('a tag without a name');
    at += 1 + name.length;
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (;;) {
      const space = source.slice(at).match(/^\s*/)?.[0] ?? '';
      at += space.length;
      if (source.startsWith('/>', at) || source.startsWith('>', at)) break;
      if (space === '') fail('attributes not separated by space');
      const attribute = source.slice(at).match(/^([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)')/) ?? fail('a malformed attribute');
      const [whole, attributeName, , doubleQuoted, singleQuoted] = attribute;
      if (attributeName! in element.attributes) fail(`attribute ${attributeName} given twice`);
      const value = doubleQuoted ?? singleQuoted ?? '';
      checkCharacterData(value, `attribute ${attributeName}`);
      element.attributes[attributeName!] = value;
      at += whole.length;
    }
    if (stack.length > 0) (stack.at(-1) as XmlElement).children.push(element);
    else if (root === undefined) root = element;
    else fail('a second root element');
    if (source.startsWith('/>', at)) at += 2;
    else {
      at += 1;
      stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`<${(stack.at(-1) as XmlElement).name}> is never closed`);
  if (root === undefined) throw new Error('no root element');
  return root;
}

/** Every element of the tree, the root first. */
export function allElements(element: XmlElement): XmlElement[] {
  return [element, ...element.children.flatMap(allElements)];
}
