/**
 * How reading a photo can fail, as the OCR reader reports it and the scan route answers it.
 * Always Error subclasses: tesseract.js rejects with bare strings, which Hono's error handler
 * does not take, so one reaching a route became a 500 with an empty body.
 */

/** The image's bytes are not a picture the OCR engine can decode. */
export class UnreadableImage extends Error {
  override readonly name = 'UnreadableImage';
}

/** As many photos as the reader takes are already being read or waiting. */
export class OcrBusy extends Error {
  override readonly name = 'OcrBusy';
}

/** The photo was not read within the time limit; its worker was ended. */
export class OcrTimeout extends Error {
  override readonly name = 'OcrTimeout';
  constructor(readonly limitMs: number) {
    super(`OCR took longer than ${limitMs} ms`);
  }
}

/** The OCR worker did not start, or its thread ended while it read the photo. */
export class OcrFailed extends Error {
  override readonly name = 'OcrFailed';
}
