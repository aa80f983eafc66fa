/**
 * The recipe of a page's HTML, as a draft for the form: the page is parsed with htmlparser2 (a
 * forgiving, fast parser that builds a small DOM), its JSON-LD is read first, its microdata
 * second, and the first schema.org Recipe with ingredients or steps wins; a page with none is
 * read from its text (page-text-recipe.ts), marked so. A recipe that states no time or yield
 * takes those the page's text writes (page-text-facts.ts). Pure: no network.
 */
import type { Document } from 'domhandler';
import { findOne, getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { RecipeImportDraft } from '@mise/domain/api/recipe-import';
import { textLines } from './html-text';
import { jsonLdRecipes } from './json-ld';
import { microdataRecipes } from './microdata';
import { pageTextRecipe } from './page-text-recipe';
import { type PageFacts, TIME_KEYS, YIELD_KEYS, pageTextFacts } from './page-text-facts';
import { draftFromRecipe } from './recipe-draft';
import type { SchemaNode } from './schema-values';

export function findRecipe(html: string, pageUrl: URL): RecipeImportDraft | undefined {
  const document = parseDocument(html);
  const page = {
    url: pageUrl,
    title: pageTitle(document),
    image: metaContent(document, 'og:image'),
    description: metaContent(document, 'og:description') ?? metaContent(document, 'description'),
  };
  // A recipe that states no time at all takes the times its page writes ("Prep time: 10 mins"),
  // and one that states no yield the page's ("Serves 4"); the page is read for them only then.
  let facts: PageFacts | undefined;
  const withFacts = (recipe: SchemaNode): SchemaNode => {
    const needsTimes = !TIME_KEYS.some((key) => recipe[key] !== undefined);
    const needsYield = !YIELD_KEYS.some((key) => recipe[key] !== undefined);
    if (!needsTimes && !needsYield) return recipe;
    facts ??= pageTextFacts(document.children);
    const { recipeYield, ...times } = facts;
    return { ...(needsTimes && times), ...(needsYield && { recipeYield }), ...recipe };
  };
  for (const recipe of [...jsonLdRecipes(document), ...microdataRecipes(document)]) {
    const draft = draftFromRecipe(withFacts(recipe), page);
    if (draft !== undefined) return draft;
  }
  // No structured recipe: the page's own headings and lists, for the cook to check.
  const fromText = pageTextRecipe(document.children);
  const draft = fromText === undefined ? undefined : draftFromRecipe(withFacts(fromText), page);
  return draft === undefined ? undefined : { ...draft, fromPageText: true };
}

/** A <meta> by its property (Open Graph) or name (the plain description). */
function metaContent(document: Document, property: string): string | undefined {
  const meta = findOne(
    (element) =>
      element.name === 'meta' &&
      (getAttributeValue(element, 'property') ?? getAttributeValue(element, 'name')) === property,
    document,
  );
  const content = meta ? getAttributeValue(meta, 'content')?.trim() : undefined;
  return content === '' ? undefined : content;
}

function pageTitle(document: Document): string | undefined {
  const fromMeta = metaContent(document, 'og:title');
  if (fromMeta) return fromMeta;
  const title = findOne((element) => element.name === 'title', document);
  const text = title ? textLines([title]).join(' ') : '';
  return text === '' ? undefined : text;
}
