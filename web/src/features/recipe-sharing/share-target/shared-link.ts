// What the share sheet hands Mise. The manifest's share_target opens
// /recipe-sharing?shared_title=…&shared_text=…&shared_url=…; the recipe page's address may be
// in any of them: Android's share sheet often leaves `url` empty and writes the link into the
// text ("Crispy tofu https://…").

import { SHARE_PARAMS } from './share-signals';

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/i;
/** Punctuation a sentence puts after a link, which is no part of it. */
const TRAILING_PUNCTUATION = /[)\].,;:!?]+$/;

/** The first web address the share carries, url first; none when it carries no link. */
export function sharedRecipeAddress(params: URLSearchParams): string | undefined {
  for (const key of [SHARE_PARAMS.url, SHARE_PARAMS.text, SHARE_PARAMS.title]) {
    const found = WEB_ADDRESS.exec(params.get(key) ?? '')?.[0].replace(TRAILING_PUNCTUATION, '');
    if (found !== undefined && URL.canParse(found)) return found;
  }
  return undefined;
}

/** True when the address bar came from a share, whether or not it carried a link. */
export function isShare(params: URLSearchParams): boolean {
  return Object.values(SHARE_PARAMS).some((key) => params.has(key));
}

/** The query without the share's parameters, so a reload does not import again. */
export function withoutShare(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const key of Object.values(SHARE_PARAMS)) rest.delete(key);
  return rest;
}
