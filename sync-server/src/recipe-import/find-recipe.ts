/**
 * The recipe of a page's HTML, as a draft for the form: the page is parsed with htmlparser2 (a
 * forgiving, fast parser that builds a small DOM), its JSON-LD is read first, its microdata
 * second, and the first schema.org Recipe with ingredients or steps wins. Pure: no network.
 */
import type { Document } from 'domhandler';
import { findOne, getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { RecipeImportDraft } from '@mise/domain/api/recipe-import';
import { textLines } from './html-text';
import { jsonLdRecipes } from './json-ld';
import { microdataRecipes } from './microdata';
import { draftFromRecipe } from './recipe-draft';

export function findRecipe(html: string, pageUrl: URL): RecipeImportDraft | undefined {
  const document = parseDocument(html);
  const page = {
    url: pageUrl,
    title: pageTitle(document),
    image: metaContent(document, 'og:image'),
  };
  for (const recipe of [...jsonLdRecipes(document), ...microdataRecipes(document)]) {
    const draft = draftFromRecipe(recipe, page);
    if (draft !== undefined) return draft;
  }
  return undefined;
}

function metaContent(document: Document, property: string): string | undefined {
  const meta = findOne(
    (element) => element.name === 'meta' && getAttributeValue(element, 'property') === property,
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
