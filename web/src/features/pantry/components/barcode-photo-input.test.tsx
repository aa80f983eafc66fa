import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarcodePhotoControls, BarcodePhotoInput, PHOTO_MESSAGES } from './barcode-photo-input';

const controls = (step: Parameters<typeof BarcodePhotoControls>[0]['step']) =>
  renderToStaticMarkup(<BarcodePhotoControls step={step} onChosen={() => undefined} />);

describe('Scan from a photo', () => {
  it('is a named button and an image file input of the same name, described by its message', () => {
    const markup = renderToStaticMarkup(<BarcodePhotoInput onCode={() => undefined} />);
    expect(markup).toMatch(/<button[^>]*type="button"[^>]*>.*Scan from a photo<\/button>/);
    expect(markup).toMatch(/<input[^>]*type="file"[^>]*accept="image\/\*"/);
    expect(markup).toMatch(/<input[^>]*aria-label="Scan from a photo"/);
    const describedBy = /aria-describedby="([^"]+)"/.exec(markup)?.[1];
    expect(markup).toContain(`<p id="${describedBy}" aria-live="polite"`);
    // Nothing to say before a photo is chosen; the button is not busy.
    expect(markup).toContain('aria-disabled="false"');
  });

  it('shows progress while the photo is read, without taking the focus off the button', () => {
    const markup = controls('reading');
    expect(markup).toContain('Reading the barcode in the photo…');
    expect(markup).toContain('aria-disabled="true"');
    expect(markup).not.toMatch(/<button[^>]*\sdisabled=/);
    expect(markup).toContain('animate-spin');
  });

  it('says why nothing was added from a photo', () => {
    expect(controls('no-code')).toContain(PHOTO_MESSAGES['no-code']);
    expect(PHOTO_MESSAGES['no-code']).toMatch(/^No barcode could be read in that photo\./);
    expect(controls('failed-offline')).toContain(
      'The scanner needs a connection the first time it is used on this device.',
    );
  });
});
