import { describe, expect, it } from 'vitest';
import { groceryListAsText } from './grocery-text';

const item = (
  name: string,
  quantity: number,
  unit: string,
  estimatedPrice: number,
  completed = false,
) => ({
  name,
  quantity,
  unit,
  estimatedPrice,
  completed,
});

describe('groceryListAsText', () => {
  it('groups what is left by aisle, puts checked lines last and ends with their total', () => {
    const text = groceryListAsText([
      item('Milk', 1, 'half gallon', 299),
      item('Sample Item', 1, 'piece', 299, true),
      item('Avocado', 2, 'piece', 398),
      item('Frozen peas', 1, 'bag', 199),
      item('Lemon', 0.5, 'piece', 69),
      item('Chicken thigh', 1.25, 'kg', 897, true),
    ]);
    expect(text).toBe(
      [
        'Produce',
        '- 2 piece Avocado ($3.98)',
        '- 0.5 piece Lemon ($0.69)',
        '',
        'Dairy & eggs',
        '- 1 half gallon Milk ($2.99)',
        '',
        'Frozen',
        '- 1 bag Frozen peas ($1.99)',
        '',
        'Checked off',
        '- 1.25 kg Chicken thigh ($8.97)',
        '- 1 piece Sample Item ($2.99)',
        '',
        'Total: $9.65',
      ].join('\n'),
    );
  });

  it('shows a hand-entered quantity to three decimals at most', () => {
    expect(groceryListAsText([item('Rice', 0.1 + 0.2, 'kg', 100)])).toContain('- 0.3 kg Rice');
  });

  it('is just the total for an empty list', () => {
    expect(groceryListAsText([])).toBe('Total: $0.00');
  });

  it('writes amounts in the cook’s system when given one, from the stored amounts', () => {
    const list = [item('Milk', 1, 'cup', 100), item('Ground beef', 1, 'lb', 500)];
    const metric = groceryListAsText(list, 'metric');
    expect(metric).toContain('- 235 ml Milk');
    expect(metric).toContain('- 455 g Ground beef');
    expect(groceryListAsText(list, 'imperial')).toBe(groceryListAsText(list));
    expect(groceryListAsText(list, 'imperial')).toContain('- 1 cup Milk');
  });
});
