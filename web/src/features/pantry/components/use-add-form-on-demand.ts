// The add form (with its Radix Select) is not part of the first load: its code is fetched once
// the section is on screen, and opening the form waits for it. Until then the button keeps the
// focus, so the keyboard moves straight from the button to the form's first field.
import { type ComponentType, useEffect, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import type { PantryAddFormProps } from './pantry-add-form';

const loadAddForm = async () => (await import('./pantry-add-form')).PantryAddForm;

type AddForm = ComponentType<PantryAddFormProps>;

/** The form once loaded, and a way to run `open` as soon as it is. */
export function useAddFormOnDemand(): [AddForm | undefined, (open: () => void) => void] {
  const [form, setForm] = useState<AddForm>();

  useEffect(() => {
    // Only a head start: a failure here is met again, and reported, when the form is opened.
    loadAddForm().catch(() => undefined);
  }, []);

  const whenLoaded = (open: () => void) => {
    loadAddForm().then(
      (loaded) => {
        setForm(() => loaded);
        open();
      },
      (error: unknown) => {
        console.error(error);
        toast({
          variant: 'destructive',
          title: "Couldn't open the form",
          description: 'Check your connection, then reload the page.',
        });
      },
    );
  };

  return [form, whenLoaded];
}
