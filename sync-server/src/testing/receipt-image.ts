/**
 * Test support: pictures for the photo scan, drawn here so no test depends on a stored photo or
 * on the machine's fonts. A receipt is black monospace text on a paper-white slip (the DejaVu
 * font from the dejavu-fonts-ttf package) with the prices right-aligned, as tills print them,
 * on a grey table; a photo with no food in it is shapes and no text.
 */
import { createRequire } from 'node:module';
import { type SKRSContext2D, GlobalFonts, createCanvas } from '@napi-rs/canvas';

const FONT = 'Receipt Mono';
const FONT_SIZE = 24;
const LINE_HEIGHT = 34;
const COLUMNS = 34;
const MARGIN = 28;

function registerFont(): void {
  if (GlobalFonts.has(FONT)) return;
  const path = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf');
  if (!GlobalFonts.registerFromPath(path, FONT)) throw new Error(`Could not load ${path}`);
}

/** One receipt line: text alone, or an item and its price (right-aligned). */
export type ReceiptLine = string | readonly [text: string, price: string];

/** A PNG of a receipt printing `lines`, one per line, like a photo of a till slip. */
export async function receiptImage(lines: readonly ReceiptLine[]): Promise<Buffer> {
  registerFont();
  const charWidth = FONT_SIZE * 0.6;
  const slipWidth = Math.ceil(COLUMNS * charWidth) + MARGIN * 2;
  const slipHeight = lines.length * LINE_HEIGHT + MARGIN * 2;
  const canvas = createCanvas(slipWidth + 80, slipHeight + 80);
  const context = canvas.getContext('2d');
  context.fillStyle = '#8a8f96';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#fbfaf5';
  context.fillRect(40, 40, slipWidth, slipHeight);
  context.fillStyle = '#111111';
  context.font = `${FONT_SIZE}px "${FONT}"`;
  context.textBaseline = 'top';
  lines.forEach((line, index) => {
    const y = 40 + MARGIN + index * LINE_HEIGHT;
    const [text, price] = typeof line === 'string' ? [line, undefined] : line;
    context.textAlign = 'left';
    context.fillText(text, 40 + MARGIN, y);
    if (price !== undefined) {
      context.textAlign = 'right';
      context.fillText(price, 40 + MARGIN + slipWidth - MARGIN * 2, y);
    }
  });
  return canvas.encode('png');
}

function drawShapes(context: SKRSContext2D): void {
  context.fillStyle = '#2f7d4f';
  context.beginPath();
  context.arc(200, 150, 90, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#d9822b';
  context.fillRect(320, 80, 160, 140);
}

/** A PNG with no writing on it: a photo of a plate, as far as OCR is concerned. */
export async function photoWithoutText(): Promise<Buffer> {
  const canvas = createCanvas(560, 320);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4efe6';
  context.fillRect(0, 0, canvas.width, canvas.height);
  drawShapes(context);
  return canvas.encode('png');
}
