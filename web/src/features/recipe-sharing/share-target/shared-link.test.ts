import { describe, expect, it } from 'vitest';
import { isShare, sharedRecipeAddress, withoutShare } from './shared-link';

const share = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('sharedRecipeAddress', () => {
  it('takes the shared url', () => {
    expect(sharedRecipeAddress(share({ shared_url: 'https://example.com/soup' }))).toBe(
      'https://example.com/soup',
    );
  });

  it('finds the link in the text when the url is empty, as Android shares it', () => {
    const params = share({
      shared_title: 'Crispy tofu',
      shared_text: 'Crispy tofu https://cooking.example/recipes/tofu?ref=share.',
      shared_url: '',
    });
    expect(sharedRecipeAddress(params)).toBe('https://cooking.example/recipes/tofu?ref=share');
  });

  it('finds none in a share without a web address', () => {
    expect(sharedRecipeAddress(share({ shared_text: 'Try the soup!' }))).toBeUndefined();
    expect(sharedRecipeAddress(share({ shared_url: 'ftp://example.com/soup' }))).toBeUndefined();
  });
});

describe('isShare and withoutShare', () => {
  it('tell a share from other addresses and drop only its parameters', () => {
    const params = share({ shared_text: 'hello', tab: 'mine' });
    expect(isShare(params)).toBe(true);
    expect(withoutShare(params).toString()).toBe('tab=mine');
    expect(isShare(share({ tab: 'mine' }))).toBe(false);
  });
});
