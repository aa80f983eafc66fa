import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardRating } from './recipe-card-parts';

/** The rating as a page would have it, parsed so the star's classes can be read. */
function rating(props: Parameters<typeof CardRating>[0]) {
  const markup = renderToStaticMarkup(<CardRating {...props} />);
  const svgs = [...markup.matchAll(/<svg\b[^>]*>/g)].map(([tag]) => tag);
  return { markup, svgs };
}

describe('CardRating', () => {
  it('shows a rated recipe with a filled star, read as "Rating 4.5"', () => {
    const { markup, svgs } = rating({ text: '4.5' });
    expect(svgs).toHaveLength(1);
    expect(svgs[0]).toContain('fill-current');
    expect(svgs[0]).toContain('aria-hidden="true"');
    expect(markup).toContain('<span class="sr-only">Rating </span>4.5');
  });

  it('never shows a filled star beside "No rating"', () => {
    const { markup, svgs } = rating({ text: 'No rating', rated: false });
    expect(markup).toContain('No rating');
    expect(markup).not.toContain('Rating </span>');
    for (const svg of svgs) {
      expect(svg).not.toContain('fill-current');
      expect(svg).toContain('aria-hidden="true"');
    }
  });
});
