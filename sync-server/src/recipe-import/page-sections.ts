/**
 * The ingredients and steps a page writes under its own headings (issue 23), for pages whose
 * structured data lacks them or that have none. A section starts at a heading that names it
 * ("Ingredients", "Method", "Zubereitung", in the five languages we speak and a few more that
 * recipe sites write in) and runs to the next heading that names another section, or to the
 * next heading as high as its own; the sub-headings inside ("For the marinade", "<p><strong>
 * Glaze</strong></p>") head groups. Ingredient lines are the section's list items (or table
 * rows), else its paragraphs; a group's heading is never an ingredient, and what the page hides
 * (the other unit system's list, behind a toggle) is no line. Steps are the same, and a group's
 * heading opens its first step as a HowToSection's name does ("Glaze: Mix the sugar…").
 */
import { type AnyNode, type Element, isTag } from 'domhandler';
import { findAll, findOne } from 'domutils';
import { textLines } from './html-text';

export type SectionKind = 'ingredients' | 'steps';

export interface PageSection {
  /** Where its heading is among the page's elements, in document order. */
  at: number;
  lines: string[];
}

const INGREDIENTS =
  /^(?:(?:the |main |recipe )?ingredients?|ingredientes|ingr[ée]dients?|ingredienti|zutaten|ingredi[ëe]nten|ingredienser|hozz[áa]val[óo]k|suroviny|sk[łl]adniki)\b/i;
const STEPS =
  /^(?:(?:cooking |recipe )?(?:method|instructions|directions|preparation|steps|how to make)|preparaci[oó]n|elaboraci[oó]n|instrucciones|pasos|(?:mode de )?pr[ée]paration|[ée]tapes|m[ée]thode|preparazione|procedimento|istruzioni|zubereitung|anleitung|schritte|bereiding|bereidingswijze|modo de preparo|modo de fazer|gör så här|elk[ée]sz[íi]t[ée]s|postup|przygotowanie)\b/i;
/** Sections of a recipe page that end the recipe's own: notes, nutrition, comments. */
const OTHER =
  /^(?:notes?|tips?|nutrition|comments?|reviews?|video|related|you may also like|suggestions?|variations?|astuces?|conseils?|notas?|consejos?|sugerencias?|suggerimenti|consigli|hinweise?|tipps?|n[äa]hrwerte)\b/i;
/** A heading that states a time is a fact's label ("Preparation time: 10 min"), not a section. */
const TIME_WORD = /\b(?:time|temps|tiempo|tempo|zeit|min(?:ute)?s?|hours?)\b/i;
const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements a page styles as a heading without being one ("<p><strong>Method</strong></p>"). */
const LABELS: ReadonlySet<string> = new Set(['p', 'strong', 'b', 'dt', 'th', 'summary', 'span']);
/** A heading is short: "Ingredients for the sauce", not a paragraph that starts so. */
const MAX_HEADING = 40;
const MAX_LINES = 100;
/** Below every real heading (h1 to h6): a label styled as one. */
const LABEL_LEVEL = 7;
/** A paragraph that only says what follows is advice, not a step ("NOTE | …", "Tip: …"). */
const NOTE_LINE = /^(?:notes?|tips?|astuce|conseil|consejo|nota|hinweis|tipp)\s*[:|–—-]/i;

interface Heading {
  at: number;
  text: string;
  level: number;
  kind: SectionKind | 'other' | undefined;
}

export interface PageOutline {
  elements: readonly Element[];
  headings: readonly Heading[];
}

export function pageOutline(nodes: AnyNode[]): PageOutline {
  const elements = findAll(() => true, nodes);
  // Every real heading bounds a section; a label only when it names one, so a step's own
  // "<strong>Step 1</strong>" does not.
  const headings = elements.flatMap((element, at): Heading[] => {
    const real = HEADINGS.has(element.name);
    if (!real && !LABELS.has(element.name)) return [];
    const text = textLines([element]).join(' ');
    const kind = kindOf(text);
    if (!real && kind === undefined) return [];
    const level = real ? Number(element.name.slice(1)) : LABEL_LEVEL;
    return [{ at, text, level, kind }];
  });
  return { elements, headings };
}

/** A line that only names the ingredients ("Ingredients:", "Zutaten") and is none of them. */
export function namesIngredients(line: string): boolean {
  const match = INGREDIENTS.exec(line.trim());
  return match !== null && /^\s*[:：]?\s*$/.test(line.trim().slice(match[0].length));
}

function kindOf(text: string): Heading['kind'] {
  if (text.length > MAX_HEADING || TIME_WORD.test(text)) return undefined;
  if (INGREDIENTS.test(text)) return 'ingredients';
  if (STEPS.test(text)) return 'steps';
  return OTHER.test(text) ? 'other' : undefined;
}

/**
 * The first section of a kind with at least `minLines` lines, at or after `from`; a real
 * heading names a section before a label does ("<p>Ingredients</p>" in a widget).
 */
export function pageSection(
  outline: PageOutline,
  kind: SectionKind,
  minLines: number,
  from = 0,
): PageSection | undefined {
  const byRank = [...outline.headings].sort((a, b) => a.level - b.level || a.at - b.at);
  for (const heading of byRank) {
    if (heading.at < from || heading.kind !== kind) continue;
    const lines = sectionLines(outline, heading);
    if (lines.length >= minLines) return { at: heading.at, lines };
  }
  return undefined;
}

/**
 * The method of a page that heads it with no word we know ("A recept", "The recipe"): the
 * section right after the ingredients, under a real heading as high as theirs that names no
 * other part of the page (notes, comments), when it reads as prose: a line a sentence long.
 * A heading as high as the ingredients' heads the page's next part, not one of their groups.
 */
export function sectionAfter(outline: PageOutline, ingredientsAt: number): PageSection | undefined {
  const { elements, headings } = outline;
  const own = headings.find((heading) => heading.at === ingredientsAt);
  if (own === undefined || own.level >= LABEL_LEVEL) return undefined;
  // Past the ingredients' own groups ("For the sauce" under "Ingredients").
  const next = headings.find(
    (other) =>
      other.at > own.at &&
      other.level <= own.level &&
      !isInside(elements[other.at], elements[own.at]),
  );
  // A higher one (the page's h1 after a sidebar's "Ingredients") heads another part.
  if (next === undefined || next.level !== own.level || next.kind !== undefined) return undefined;
  const lines = sectionLines(outline, { ...next, kind: 'steps' });
  return lines.some((line) => line.length > MAX_HEADING && /[.!?]/.test(line))
    ? { at: next.at, lines }
    : undefined;
}

function sectionLines(outline: PageOutline, heading: Heading): string[] {
  const { elements, headings } = outline;
  const own = elements[heading.at];
  const laterSteps = headings.some((other) => other.at > heading.at && other.kind === 'steps');
  const end =
    headings.find((other) => {
      if (other.at <= heading.at || isInside(elements[other.at], own)) return false;
      if (other.kind !== undefined && other.kind !== heading.kind) return true;
      // A real heading above the section's own (the page's h1 after a sidebar's h3
      // "Ingredients") heads the page, never one of the section's groups.
      if (heading.level < LABEL_LEVEL && other.level < heading.level) return true;
      // Ingredients run on past their groups' headings ("Crosses", "Glaze") to the steps.
      const groupOfIngredients = heading.kind === 'ingredients' && laterSteps;
      return other.level <= heading.level && other.kind === undefined && !groupOfIngredients;
    })?.at ?? elements.length;
  return readSection(elements, heading, end);
}

function readSection(elements: readonly Element[], heading: Heading, end: number): string[] {
  const own = elements[heading.at];
  const items: string[] = [];
  const paragraphs: string[] = [];
  let group: string | undefined;
  const push = (into: string[], text: string) => {
    if (heading.kind === 'steps' && group !== undefined) {
      into.push(`${group}: ${text}`);
      group = undefined;
    } else into.push(text);
  };
  // An item's own elements are read with it; the heading may itself sit in a list (a widget).
  const inAnItem = (element: Element) => itemAncestor(element, own) !== undefined;
  for (let index = heading.at + 1; index < end; index += 1) {
    const element = elements[index];
    if (element === undefined || isInside(element, own) || inAnItem(element)) continue;
    if (isHidden(element, own)) continue;
    // A table row is a line too: an amount's cell beside the ingredient's.
    if (element.name === 'li' || element.name === 'tr') {
      const text = textLines([element]).join(' ');
      if (text !== '' && !isOnlyALink(element)) push(items, text);
    } else if (HEADINGS.has(element.name) || isGroupLabel(element) || isStyledHeading(element)) {
      group =
        textLines([element])
          .join(' ')
          .replace(/\s*[:：]\s*$/, '') || undefined;
    } else if (element.name === 'p' || (heading.kind === 'ingredients' && isLineBox(element))) {
      // A paragraph's lines are lines of the section ("500 g Putenfleisch<br>1 Zwiebel"), and
      // so are a <div>'s that holds nothing but text: pages that write an ingredient a <div>.
      // (Below a method, such <div>s are the page's widgets: "Post Views: 66".)
      const lines = sectionLinesOf(element);
      // After a list, prose ends the section: a note, a story, what comes after the recipe.
      if (items.length > 0 && lines.join(' ').length > MAX_HEADING) break;
      for (const line of lines) if (!NOTE_LINE.test(line)) push(paragraphs, line);
    }
  }
  return (items.length > 0 ? items : paragraphs).slice(0, MAX_LINES);
}

/**
 * Classes pages hide an element by ("hide", "hidden", Bootstrap's "d-none"): the other unit
 * system's list, kept for a toggle the cook has not pressed.
 */
const HIDING_CLASSES: ReadonlySet<string> = new Set(['hide', 'hidden', 'd-none', 'is-hidden']);

/**
 * Whether the page hides an element (or one of its containers below the heading's) from the
 * cook: the `hidden` attribute, `display: none`, or a class that hides it.
 */
function isHidden(element: Element, heading: AnyNode | undefined): boolean {
  for (let at: AnyNode | null = element; at !== null && isTag(at); at = at.parent) {
    if (heading !== undefined && isInside(heading, at)) return false;
    const { hidden, style = '', class: classes = '' } = at.attribs;
    if (hidden !== undefined || /display\s*:\s*none/i.test(style)) return true;
    if (classes.split(/\s+/).some((name) => HIDING_CLASSES.has(name.toLowerCase()))) return true;
  }
  return false;
}

/**
 * A paragraph's lines, broken where it breaks them (<br>); a line box breaks only there, since
 * its markup's own line breaks ("<b>\n195 </b>\n<span>ham</span>") are white space.
 */
function sectionLinesOf(element: Element): string[] {
  if (element.name === 'p' || findOne((child) => child.name === 'br', element.children) !== null)
    return textLines([element]);
  const line = textLines([element]).join(' ');
  return line === '' ? [] : [line];
}

/**
 * A <div> whose content is text alone (inline elements, line breaks): a line of the page, as a
 * paragraph is. A <div> that holds blocks is a container; its blocks are read in their turn.
 */
function isLineBox(element: Element): boolean {
  if (element.name !== 'div') return false;
  return findOne((child) => LINE_BLOCKS.has(child.name), element.children) === null;
}

/** Elements that start a line of their own, as html-text.ts breaks them. */
const LINE_BLOCKS: ReadonlySet<string> = new Set([
  ...HEADINGS,
  ...['div', 'p', 'ul', 'ol', 'li', 'table', 'tr', 'td', 'section', 'article'],
  ...['dl', 'dt', 'dd', 'figure', 'blockquote', 'header', 'footer', 'aside', 'nav', 'pre'],
]);

/**
 * A class that names an element as a title ("recipe-ingredients__title", "group-name",
 * "ingredients-heading"): a group's heading that the page styles rather than marks up.
 */
const HEADING_CLASS = /(?:^|[-_])(?:title|heading|header|subtitle|group-?name)$/i;

/**
 * A short line box or paragraph whose class calls it a title: the heading of a group
 * ("<div class="recipe-ingredients__title">Dressing</div>"). A link is another page's title.
 */
export function isStyledHeading(element: Element): boolean {
  if (element.name !== 'p' && !isLineBox(element)) return false;
  const classes = (element.attribs.class ?? '').split(/\s+/);
  if (!classes.some((name) => HEADING_CLASS.test(name))) return false;
  const text = textLines([element]).join(' ');
  if (text === '' || text.length > MAX_HEADING || /^[\d¼½¾⅓⅔⅛]/.test(text)) return false;
  return findOne((child) => child.name === 'a', element.children) === null;
}

/** A short paragraph all in bold: the heading of a group ("<p><strong>The Marinade</strong>"). */
function isGroupLabel(element: Element): boolean {
  if (element.name !== 'p' && !isLineBox(element)) return false;
  const text = textLines([element]).join(' ');
  // "<p><b>2 eggs</b></p>" is an ingredient in bold, not a heading.
  if (text === '' || text.length > MAX_HEADING || /^[\d¼½¾⅓⅔⅛]/.test(text)) return false;
  const bold = findAll((child) => child.name === 'strong' || child.name === 'b', element.children);
  return textLines(bold).join(' ') === text;
}

/** A list item that is nothing but a link (a share or print button, a menu entry). */
function isOnlyALink(item: Element): boolean {
  const links = findAll((element) => element.name === 'a', item.children);
  const linked = textLines(links).join(' ');
  return links.length > 0 && linked.length >= textLines([item]).join(' ').length;
}

/** The list item an element belongs to, unless that item also holds the section's heading. */
function itemAncestor(element: Element, heading: AnyNode | undefined): Element | undefined {
  for (let parent = element.parent; parent; parent = parent.parent) {
    if (isTag(parent) && (parent.name === 'li' || parent.name === 'tr')) {
      return heading !== undefined && isInside(heading, parent) ? undefined : parent;
    }
  }
  return undefined;
}

function isInside(node: AnyNode | undefined, container: AnyNode | undefined): boolean {
  for (let parent = node?.parent; parent; parent = parent.parent) {
    if (parent === container) return true;
  }
  return false;
}
