// A photo's pixels, and the copies of it the still-image decoder retries with when ZXing finds
// nothing in the photo as taken. Pure array arithmetic (no canvas), so the same code runs in the
// page and in the benchmark under Node. Every copy is grey: ZXing reads luminance only.

/** RGBA pixels row by row, as a canvas's ImageData holds them and as ZXing reads them. */
export interface StillImage {
  readonly data: Uint8ClampedArray<ArrayBuffer>;
  readonly width: number;
  readonly height: number;
}

/** Rec. 601 luminance of every pixel (ZXing's own weights, so nothing shifts between steps). */
export function luminance({ data, width, height }: StillImage): Float32Array {
  const values = new Float32Array(width * height);
  for (let index = 0; index < values.length; index += 1) {
    const at = index * 4;
    values[index] =
      0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
  }
  return values;
}

function fromLuminance(values: Float32Array, width: number, height: number): StillImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] ?? 0;
    const at = index * 4;
    data[at] = value;
    data[at + 1] = value;
    data[at + 2] = value;
    data[at + 3] = 255;
  }
  return { data, width, height };
}

/**
 * A copy `factor` times the size, by bilinear interpolation. Enlarging a small or soft photo
 * gives ZXing's edge finder more pixels across each bar; shrinking a large one is what the
 * camera path does with frames too.
 */
export function scaledBy(image: StillImage, factor: number): StillImage {
  const source = luminance(image);
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const values = new Float32Array(width * height);
  const maxX = image.width - 1;
  const maxY = image.height - 1;
  for (let y = 0; y < height; y += 1) {
    const sourceY = Math.min(maxY, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sourceY);
    const y1 = Math.min(maxY, y0 + 1);
    const fy = sourceY - y0;
    for (let x = 0; x < width; x += 1) {
      const sourceX = Math.min(maxX, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sourceX);
      const x1 = Math.min(maxX, x0 + 1);
      const fx = sourceX - x0;
      const top =
        (source[y0 * image.width + x0] ?? 0) * (1 - fx) + (source[y0 * image.width + x1] ?? 0) * fx;
      const bottom =
        (source[y1 * image.width + x0] ?? 0) * (1 - fx) + (source[y1 * image.width + x1] ?? 0) * fx;
      values[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return fromLuminance(values, width, height);
}

/** The mean of every (2r+1)² box, from a summed-area table: linear time whatever the radius. */
function boxBlur(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
): Float32Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += values[y * width + x] ?? 0;
      sums[(y + 1) * (width + 1) + x + 1] = (sums[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  const blurred = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const total =
        (sums[bottom * (width + 1) + right] ?? 0) -
        (sums[top * (width + 1) + right] ?? 0) -
        (sums[bottom * (width + 1) + left] ?? 0) +
        (sums[top * (width + 1) + left] ?? 0);
      blurred[y * width + x] = total / ((bottom - top) * (right - left));
    }
  }
  return blurred;
}

/**
 * An unsharp-masked copy: each pixel pushed away from its neighbourhood's mean. An out-of-focus
 * photo smears neighbouring bars into one grey band; this separates them again.
 */
export function sharpened(image: StillImage, amount: number, radius = 2): StillImage {
  const values = luminance(image);
  const blurred = boxBlur(values, image.width, image.height, radius);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] ?? 0;
    values[index] = value + amount * (value - (blurred[index] ?? 0));
  }
  return fromLuminance(values, image.width, image.height);
}

/**
 * A copy whose darkest and lightest 2 % of pixels become black and white: a dim or washed-out
 * photo (glare on plastic, a shadow over the label) gets its full range of grey back.
 */
export function contrastStretched(image: StillImage): StillImage {
  const values = luminance(image);
  const histogram = new Uint32Array(256);
  for (const value of values)
    histogram[Math.round(value)] = (histogram[Math.round(value)] ?? 0) + 1;
  const tail = values.length * 0.02;
  const low = percentileLevel(histogram, tail);
  const high = 255 - percentileLevel(histogram.slice().reverse(), tail);
  if (high - low < 8) return image;
  for (let index = 0; index < values.length; index += 1) {
    values[index] = (((values[index] ?? 0) - low) * 255) / (high - low);
  }
  return fromLuminance(values, image.width, image.height);
}

function percentileLevel(histogram: Uint32Array, count: number): number {
  let seen = 0;
  for (let level = 0; level < histogram.length; level += 1) {
    seen += histogram[level] ?? 0;
    if (seen > count) return level;
  }
  return histogram.length - 1;
}

/**
 * A copy turned `degrees` clockwise about its centre, same size, corners filled white. ZXing
 * reads rows and columns: bars tilted far from upright are crossed by no single row, as in a
 * photo taken at a slant.
 */
export function rotatedBy(image: StillImage, degrees: number): StillImage {
  const source = luminance(image);
  const { width, height } = image;
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const centreX = (width - 1) / 2;
  const centreY = (height - 1) / 2;
  const values = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Where this pixel comes from: the inverse rotation.
      const dx = x - centreX;
      const dy = y - centreY;
      const sourceX = cos * dx + sin * dy + centreX;
      const sourceY = -sin * dx + cos * dy + centreY;
      values[y * width + x] = sampleAt(source, width, height, sourceX, sourceY);
    }
  }
  return fromLuminance(values, width, height);
}

/** Bilinear sample; white outside the picture, like the quiet zone around a code. */
function sampleAt(
  values: Float32Array,
  width: number,
  height: number,
  x: number,
  y: number,
): number {
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = (values[y0 * width + x0] ?? 0) * (1 - fx) + (values[y0 * width + x1] ?? 0) * fx;
  const bottom = (values[y1 * width + x0] ?? 0) * (1 - fx) + (values[y1 * width + x1] ?? 0) * fx;
  return top * (1 - fy) + bottom * fy;
}
