// Taking the grocery list along (issue 7): copied as plain text (aisles, amounts, prices and the
// total) for a message or a notes app, or printed on its own, without the rest of the page.
import { ClipboardCopy, Printer } from 'lucide-react';
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import type { MeasurementSystem } from '../../../lib/units/shown-amounts';
import { useMeasurementSystem } from '../../../lib/units/use-measurement-system';

/** The element print.css keeps when the grocery list is printed. */
export const GROCERY_LIST_ID = 'grocery-list';

async function copyList(items: readonly GroceryItem[], system: MeasurementSystem): Promise<void> {
  const { groceryListAsText } = await import('@mise/assistant/grocery/grocery-text');
  try {
    await navigator.clipboard.writeText(groceryListAsText(items, system));
    toast({ title: 'Grocery list copied', description: 'Paste it into a message or a note.' });
  } catch {
    toast({
      variant: 'destructive',
      title: "Couldn't copy the list",
      description: 'This browser did not allow it. Try Print instead.',
    });
  }
}

/** Marks the page so the print styles show the list alone, until the print dialog closes. */
function printList(): void {
  document.body.dataset.printing = 'grocery';
  window.addEventListener('afterprint', () => delete document.body.dataset.printing, {
    once: true,
  });
  window.print();
}

export function ShareList({ items }: { items: readonly GroceryItem[] }) {
  // The copied list reads like the screen: in the cook's measurement system.
  const system = useMeasurementSystem();
  return (
    <div className="grid grid-cols-2 gap-2 print:hidden">
      <Button variant="outline" onClick={() => void copyList(items, system)}>
        <ClipboardCopy aria-hidden />
        Copy list
      </Button>
      <Button variant="outline" onClick={printList}>
        <Printer aria-hidden />
        Print
      </Button>
    </div>
  );
}
