// Opens the Create Recipe dialog from either of My Recipes' buttons. The dialog's code, with
// react-hook-form and the form's zod schemas, loads the first time it opens (zod evaluated in a
// task of its own first: lib/after-schemas.ts), so the page itself stays small and zod-free.
// The buttons are ours, with a dialog trigger's ARIA state, and get the focus back on close.
import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  lazy,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { LazyPart } from '../../../components/lazy-part';
import { afterSchemas } from '../../../lib/after-schemas';
import {
  type PopupTriggerProps,
  popupTriggerProps,
  useOpenedOnce,
} from '../../../lib/popup-trigger';
import type { CreatedRecipe } from '../data/create-recipe';

const CreateRecipeDialog = lazy(async () => ({
  default: (await afterSchemas(() => import('../create/create-recipe-dialog'))).CreateRecipeDialog,
}));

interface CreateRecipeDialogOptions {
  onCreated: (created: CreatedRecipe) => void;
  /** Where the focus goes on close when the button that opened it is gone (the empty state's). */
  fallbackFocus: RefObject<HTMLElement | null>;
}

export interface CreateRecipeDialogControl {
  triggerProps: PopupTriggerProps;
  openFrom: (event: MouseEvent<HTMLButtonElement>) => void;
  element: ReactNode;
}

export function useCreateRecipeDialog({
  onCreated,
  fallbackFocus,
}: CreateRecipeDialogOptions): CreateRecipeDialogControl {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const dialogId = useId();
  const opener = useRef<HTMLElement | null>(null);

  const openFrom = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setOpen(true);
  }, []);
  const returnFocus = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : fallbackFocus.current;
    target?.focus();
  }, [fallbackFocus]);
  const created = useCallback(
    (recipe: CreatedRecipe) => {
      setOpen(false);
      onCreated(recipe);
    },
    [onCreated],
  );

  return {
    triggerProps: popupTriggerProps(open, dialogId),
    openFrom,
    element: opened && (
      <LazyPart loading={null}>
        <CreateRecipeDialog
          id={dialogId}
          open={open}
          onOpenChange={setOpen}
          onCreated={created}
          returnFocus={returnFocus}
        />
      </LazyPart>
    ),
  };
}
