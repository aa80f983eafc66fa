import { describe, expect, it } from 'vitest';
import { unknownProductName } from './products';

describe('unknownProductName', () => {
  it('is "Product" and the last 4 digits of the code as typed, spaces ignored', () => {
    expect(unknownProductName('4006381333931')).toBe('Product 3931');
    expect(unknownProductName('0 36000 29145 2')).toBe('Product 1452');
  });
});
