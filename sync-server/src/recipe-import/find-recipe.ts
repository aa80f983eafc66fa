/**
 * The recipe of a page's HTML, as a draft for the form: the page is parsed with htmlparser2 (a
 * forgiving, fast parser that builds a small DOM), its JSON-LD is read first, its microdata
 * second, and the first schema.org Recipe with ingredients or steps wins; a page with none is
 * read from its text (page-text-recipe.ts), marked so. A recipe that states no time or yield
 * takes those the page's text writes (page-text-facts.ts), and one whose data leaves out its
 * ingredients or steps, or writes its ingredients without the amounts the page shows, takes the
 * lists under the page's own headings (page-sections.ts). Pure: no network.
 */
import type { Document } from 'domhandler';
import { findAll, findOne, getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { RecipeImportDraft } from '@mise/domain/api/recipe-import';
import { textLines } from './html-text';
import { jsonLdRecipes } from './json-ld';
import { microdataRecipes } from './microdata';
import { isStyledHeading, pageOutline } from './page-sections';
import { type PageLists, pageTextLists, pageTextRecipe } from './page-text-recipe';
import { type PageFacts, TIME_KEYS, YIELD_KEYS, pageTextFacts } from './page-text-facts';
import { draftFromRecipe, groupHeadingKey } from './recipe-draft';
import { sharedImage } from './recipe-image';
import { firstDuration } from './recipe-times';
import { type SchemaNode, isNode, linesOf, textOf, valuesOf } from './schema-values';

export function findRecipe(html: string, pageUrl: URL): RecipeImportDraft | undefined {
  const document = parseDocument(html);
  const page = {
    url: pageUrl,
    title: pageTitle(document),
    image: sharedImage(metaContents(document, 'og:image'), pageUrl),
    description: metaContent(document, 'og:description') ?? metaContent(document, 'description'),
    headings: subheadings(document),
  };
  // A recipe that states no time at all takes the times its page writes ("Prep time: 10 mins"),
  // and one that states no yield the page's ("Serves 4"); the page is read for them only then.
  let facts: PageFacts | undefined;
  const withFacts = (recipe: SchemaNode): SchemaNode => {
    // "PT0M", which plugins write for a time left empty, states none.
    const needsTimes = !TIME_KEYS.some((key) => (firstDuration(recipe, key) ?? 0) > 0);
    const needsYield = !YIELD_KEYS.some((key) => recipe[key] !== undefined);
    if (!needsTimes && !needsYield) return recipe;
    facts ??= pageTextFacts(document.children);
    const { recipeYield, ...times } = facts;
    return { ...recipe, ...(needsTimes && times), ...(needsYield && { recipeYield }) };
  };
  // A Recipe whose data leaves out its ingredients or its steps (a site that fills them in with
  // a script, or writes "Chicken" for the list) takes the ones its page's text writes.
  let lists: PageLists | undefined;
  const withLists = (recipe: SchemaNode): SchemaNode => {
    const needsIngredients = listLength(recipe, INGREDIENT_KEYS) <= 1 || withoutAmounts(recipe);
    const needsSteps = listLength(recipe, STEP_KEYS) === 0;
    if (!needsIngredients && !needsSteps) return recipe;
    lists ??= pageTextLists(pageOutline(document.children));
    const { recipeIngredient = [], recipeInstructions = [] } = lists;
    const moreIngredients =
      needsIngredients && recipeIngredient.length > 1 && writesTheSame(recipe, recipeIngredient);
    return {
      ...recipe,
      ...(moreIngredients && { recipeIngredient, ingredients: [], ingredient: [] }),
      ...(needsSteps && recipeInstructions.length > 0 && { recipeInstructions }),
    };
  };
  for (const recipe of [...jsonLdRecipes(document), ...microdataRecipes(document)]) {
    const draft = draftFromRecipe(withFacts(withLists(recipe)), page);
    if (draft !== undefined) return draft;
  }
  // No structured recipe: the page's own headings and lists, for the cook to check.
  const fromText = pageTextRecipe(document.children);
  const draft = fromText === undefined ? undefined : draftFromRecipe(withFacts(fromText), page);
  return draft === undefined ? undefined : { ...draft, fromPageText: true };
}

const INGREDIENT_KEYS = ['recipeIngredient', 'ingredients', 'ingredient'];
const STEP_KEYS = ['recipeInstructions', 'instructions'];

/** How many lines a recipe's properties hold between them (a text may break into several). */
function listLength(recipe: SchemaNode, keys: readonly string[]): number {
  const lines = (value: unknown) =>
    isNode(value) || Array.isArray(value) ? 1 : linesOf(value).length;
  return keys.reduce(
    (sum, key) =>
      sum + valuesOf(recipe, key).reduce<number>((count, value) => count + lines(value), 0),
    0,
  );
}

/**
 * Ingredient lines that all open on a name ("Sojasauce", "Mozzarella à je 25 g"): the amounts
 * may be in the page's text alone.
 */
function withoutAmounts(recipe: SchemaNode): boolean {
  const lines = valuesOf(recipe, 'recipeIngredient').map(textOf);
  return lines.length > 1 && lines.every((line) => line !== undefined && !/^[\d¼½¾⅓⅔⅛]/.test(line));
}

/**
 * Whether the page's lines are the data's own with their amounts ("2 EL Sojasauce" for
 * "Sojasauce"): then the page's are taken. A data list of one line or none is always replaced.
 */
function writesTheSame(recipe: SchemaNode, pageLines: readonly string[]): boolean {
  const lines = valuesOf(recipe, 'recipeIngredient').map((value) => textOf(value) ?? '');
  if (lines.length <= 1) return true;
  return (
    lines.length === pageLines.length &&
    lines.every((line, index) => (pageLines[index] ?? '').endsWith(line))
  );
}

const SUBHEADINGS: ReadonlySet<string> = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The texts of the page's headings below its title (and of the lines it styles as headings by
 * their class), as groupHeadingKey writes them; a heading that is a link
 * ("<h3><a>Salsa</a></h3>" among related recipes) names another page, not a group.
 */
function subheadings(document: Document): ReadonlySet<string> {
  const headings = findAll(
    (element) => SUBHEADINGS.has(element.name) || isStyledHeading(element),
    document.children,
  );
  const texts = headings
    .filter((heading) => findOne((element) => element.name === 'a', heading.children) === null)
    .map((heading) => groupHeadingKey(textLines([heading]).join(' ')));
  return new Set(texts);
}

/** A <meta> by its property (Open Graph) or name (the plain description). */
function metaContent(document: Document, property: string): string | undefined {
  return metaContents(document, property)[0];
}

/** Every <meta> of that property or name that says something, in the page's order. */
function metaContents(document: Document, property: string): string[] {
  const metas = findAll(
    (element) =>
      element.name === 'meta' &&
      (getAttributeValue(element, 'property') ?? getAttributeValue(element, 'name')) === property,
    document.children,
  );
  return metas
    .map((meta) => getAttributeValue(meta, 'content')?.trim() ?? '')
    .filter((content) => content !== '');
}

function pageTitle(document: Document): string | undefined {
  const title = findOne((element) => element.name === 'title', document);
  const text = metaContent(document, 'og:title') ?? (title ? textLines([title]).join(' ') : '');
  const site = metaContent(document, 'og:site_name');
  // "Tagliatelles carbonara - chefNini": the site's name is not the recipe's.
  const own = site === undefined ? text : withoutSuffix(text, site);
  return own === '' ? undefined : own;
}

function withoutSuffix(title: string, site: string): string {
  for (const separator of [' - ', ' | ', ' – ', ' — ', ' · ', ' :: ']) {
    const suffix = `${separator}${site}`;
    if (title.toLowerCase().endsWith(suffix.toLowerCase()) && title.length > suffix.length) {
      return title.slice(0, -suffix.length).trim();
    }
  }
  return title;
}
