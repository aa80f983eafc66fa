/**
 * §5's name for a barcode nobody has named yet: "Product" and the code's last 4 digits. Real
 * names come from the product service (GET /api/products/{code}) and from what a household
 * taught (its productNames), never from a table here.
 */
export function unknownProductName(code: string): string {
  return `Product ${code.replace(/\s+/g, '').slice(-4)}`;
}
