/**
 * A recipe's picture for the draft (issue 23): the page's og:image, the picture the site chose
 * to show the page by (full size and wide, where the Recipe's own list often opens on a 225x225
 * thumbnail: on 160 real pages it is the page's main picture 131 times, the Recipe's first image
 * 94), unless it looks like a site logo or is a 1200×630 crop made for social networks while
 * the Recipe has an image of its own; else the Recipe's own image (a text, an ImageObject or a
 * list of them); made absolute, http(s) only.
 * - Where the page gives several og:images that are one picture in several sizes
 *   ("dish-1024x688.jpg", "dish.jpg"), the biggest is taken: the first may be a smaller copy.
 * - Where the Recipe lists several pictures, as Google asks (1x1, 4x3, 16x9), its biggest is
 *   taken by the size its address names ("…_450x422-…" over "…_300x300-…"); one that names no
 *   size is the upload itself, as big as any of its copies; among equals, the first.
 */
import { type SchemaNode, isNode, valuesOf } from './schema-values';

const MAX_URL = 2048;
const MAX_DEPTH = 8;

/**
 * An og:image that stands for the site rather than the page: its logo, a default picture. Read
 * from the file's name only: Drupal keeps every upload under "sites/default/files/".
 */
const SITE_WIDE_IMAGE = /logo|favicon|cropped-|og-?image|default/i;

/**
 * An og:image cut to the 1200×630 frame social networks ask for ("1200x630", "w1200-h630",
 * "w_1200,h_630"): a crop made for sharing, where the Recipe's own image is the dish's picture.
 */
const SOCIAL_CROP = /(?:^|\D)1200\D{1,3}630(?:\D|$)/;

/** The size a file's name gives its copy ("-1024x688", "_450x422"): the last one it names. */
const NAMED_SIZE = /(\d{2,5})[x×](\d{2,5})(?!.*\d{2,5}[x×]\d{2,5})/i;

/** A copy's suffix before the extension, as WordPress names them: "-1024x688", "-scaled". */
const COPY_SUFFIX = /(?:-\d{2,5}x\d{2,5}|-scaled)+(?=\.[a-z\d]+$)/i;

export interface ImagePage {
  url: URL;
  /** The page's og:image (sharedImage's pick). */
  image?: string | undefined;
}

export function imageFor(node: SchemaNode, page: ImagePage): string | undefined {
  const shared = page.image === undefined ? undefined : webUrl(page.image, page.url);
  const fileName = shared === undefined ? '' : (new URL(shared).pathname.split('/').pop() ?? '');
  const found: string[] = [];
  collectImages([...valuesOf(node, 'image'), ...valuesOf(node, 'photo')], page.url, 0, found);
  const own = biggest(found);
  const passedOver = SITE_WIDE_IMAGE.test(fileName) || (own !== undefined && isSocialCrop(shared));
  return (passedOver ? undefined : shared) ?? own ?? shared;
}

/**
 * The og:image to show among those a page gives: the first, or the biggest copy of the same
 * upload ("dish-1024x688.jpg" and then "dish.jpg").
 */
export function sharedImage(contents: readonly string[], base: URL): string | undefined {
  const [first] = contents;
  if (first === undefined) return undefined;
  const upload = uploadKey(first, base);
  return biggest(contents.filter((content) => uploadKey(content, base) === upload)) ?? first;
}

/** The biggest of several addresses by the size each names; none named counts as biggest. */
function biggest(addresses: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestArea = -1;
  for (const address of addresses) {
    const area = namedArea(address);
    if (area > bestArea) [best, bestArea] = [address, area];
  }
  return best;
}

function namedArea(address: string): number {
  const name = fileName(address);
  const size = NAMED_SIZE.exec(name);
  return size === null ? Number.POSITIVE_INFINITY : Number(size[1]) * Number(size[2]);
}

function fileName(address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/** An upload's own address, whatever copy of it an address names. */
function uploadKey(address: string, base: URL): string | undefined {
  const url = webUrl(address.trim(), base);
  return url === undefined ? undefined : new URL(url).pathname.replace(COPY_SUFFIX, '');
}

function isSocialCrop(address: string | undefined): boolean {
  if (address === undefined) return false;
  const url = new URL(address);
  return SOCIAL_CROP.test(`${url.pathname}${url.search}`);
}

/** Every picture a Recipe's image values give, made absolute, in the order given. */
function collectImages(values: readonly unknown[], base: URL, depth: number, into: string[]) {
  if (depth > MAX_DEPTH) return;
  for (const value of values) {
    if (Array.isArray(value)) {
      collectImages(value, base, depth + 1, into);
    } else if (isNode(value)) {
      // An @id naming a part of the page ("…#primaryimage") is not the picture's address.
      const id = valuesOf(value, '@id').filter(
        (text) => typeof text !== 'string' || !text.includes('#'),
      );
      // One picture: its first address that is one.
      const own: string[] = [];
      collectImages(
        [...valuesOf(value, 'url'), ...valuesOf(value, 'contentUrl'), ...id],
        base,
        depth + 1,
        own,
      );
      if (own[0] !== undefined) into.push(own[0]);
    } else if (typeof value === 'string') {
      const found = webUrl(value.trim(), base);
      if (found !== undefined) into.push(found);
    }
  }
}

function webUrl(text: string, base: URL): string | undefined {
  if (text === '') return undefined;
  try {
    const url = new URL(text, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.href.length <= MAX_URL ? url.href : undefined;
  } catch {
    return undefined;
  }
}
