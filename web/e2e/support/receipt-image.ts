// Pictures for the photo-scan tests: the same receipts and food-free photo the server's OCR tests
// draw (sync-server/src/testing/receipt-image.ts, @napi-rs/canvas with a bundled DejaVu font), so
// one drawing serves both and no stored photo or machine font is needed.
export {
  type ReceiptLine,
  photoWithoutText as drawPhotoWithoutFood,
  receiptImage as drawReceipt,
} from '../../../sync-server/src/testing/receipt-image';
