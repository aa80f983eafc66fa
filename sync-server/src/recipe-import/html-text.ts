/**
 * Readable text out of parsed HTML (htmlparser2's DOM): entities decoded by the parser, white
 * space collapsed, and a line break wherever a block element (a paragraph, a list item, a <br>)
 * begins or ends, so a list of steps stays a list. Scripts, styles and templates say nothing.
 */
import { type AnyNode, hasChildren, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';

const BLOCKS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** Characters that show nothing (zero-width space, word joiner, byte-order mark). */
const INVISIBLE = /[\u200B\u2060\uFEFF]/g;
/**
 * A <select>'s options are choices to pick from (servings 1 to 8), and a button's label an
 * action ("Metric Units"): neither is text the page says.
 */
const SILENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'select',
  'button',
]);

/** The non-empty lines of text under `nodes`, each with its white space collapsed. */
export function textLines(nodes: readonly AnyNode[]): string[] {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (isText(node)) {
      parts.push(node.data);
    } else if (isTag(node)) {
      if (SILENT.has(node.name)) return;
      const block = BLOCKS.has(node.name);
      if (block) parts.push('\n');
      node.children.forEach(walk);
      if (block) parts.push('\n');
    } else if (hasChildren(node)) {
      node.children.forEach(walk);
    }
  };
  nodes.forEach(walk);
  return (
    parts
      .join('')
      // Some pages end their lines with a carriage return alone.
      .split(/\r\n?|\n/)
      .map((line) => line.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '')
  );
}

/** What still reads as an entity after decoding: the page escaped its text twice. */
const ENTITY = /&(?:[a-z][a-z\d]*|#\d+|#x[\da-f]+);/i;

/**
 * The lines of a string from structured data, which may carry markup or entities of its own
 * ("Mac &amp; Cheese", "<p>Whisk.</p><p>Bake.</p>"), as a reader of the page would see them.
 * Some sites escape twice ("Mac &amp;amp; Cheese"): a line still holding an entity after one
 * decoding is decoded again, so the cook reads plain text whatever the page's escaping.
 */
export function markupLines(value: string): string[] {
  // Repaired before white space is collapsed: "Â" before a no-break space is one misread one.
  return textLines(parseDocument(repairMisreadUtf8(value)).children)
    .flatMap((line) => (ENTITY.test(line) ? textLines(parseDocument(line).children) : [line]))
    .map(repairMisreadUtf8);
}

/** Latin-1 characters that are exactly the bytes of one UTF-8 character. */
const MISREAD_UTF8 =
  /[\u00C2-\u00DF][\u0080-\u00BF]|[\u00E0-\u00EF][\u0080-\u00BF]{2}|[\u00F0-\u00F4][\u0080-\u00BF]{3}/g;

/**
 * Text a site stored after reading its UTF-8 as Latin-1 ("1Â¼ cups", "crÃ¨me fraÃ®che", "350Â°F"):
 * each run of characters that are one UTF-8 character's bytes is read again. Written text
 * never holds such runs (an "Â" or "Ã" before a character of ¡-¿ or a control).
 */
export function repairMisreadUtf8(line: string): string {
  return line.replace(MISREAD_UTF8, (run) => {
    const read = Buffer.from(run, 'latin1').toString('utf8');
    return read.includes('\uFFFD') ? run : read;
  });
}
