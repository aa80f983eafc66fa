// Undoing a scan's add: its new rows go, the counts it raised come down by as much, as deltas.
import { describe, expect, it } from 'vitest';
import { appliedCount, planScanUndo } from './scan-undo-plan';

const eggs = { id: '00000000-0000-4000-8000-000000000001', name: 'Eggs' };
const spinach = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Spinach' };
const rice = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Rice' };

describe('planScanUndo', () => {
  it('removes what the scan added and lowers what it merged into by as much', () => {
    const applied = {
      added: [
        { ...spinach, category: 'fridge', quantity: 1, unit: 'piece' },
        { ...rice, category: 'pantry', quantity: 1, unit: 'piece' },
      ],
      merged: [{ into: { ...eggs, quantity: 2 }, delta: 12 }],
    };
    expect(planScanUndo(applied)).toEqual({
      removals: [spinach, rice],
      adjustments: [{ item: eggs, delta: -12 }],
    });
    expect(appliedCount(applied)).toBe(3);
  });

  it('undoes nothing when nothing was written', () => {
    expect(planScanUndo({ added: [], merged: [] })).toEqual({ removals: [], adjustments: [] });
    expect(appliedCount({ added: [], merged: [] })).toBe(0);
  });
});
