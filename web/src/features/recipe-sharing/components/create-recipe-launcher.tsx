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
import { announceSharedLinkDone } from '../share-target/share-signals';

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
  /** Opens it importing a recipe page shared to Mise. */
  openShared: (address: string) => void;
  element: ReactNode;
}

export function useCreateRecipeDialog({
  onCreated,
  fallbackFocus,
}: CreateRecipeDialogOptions): CreateRecipeDialogControl {
  const [open, setOpen] = useState(false);
  const [sharedAddress, setSharedAddress] = useState<string>();
  const sharing = useRef(false);
  const opened = useOpenedOnce(open);
  const dialogId = useId();
  const opener = useRef<HTMLElement | null>(null);

  const openFrom = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setOpen(true);
  }, []);
  const openShared = useCallback((address: string) => {
    opener.current = null;
    sharing.current = true;
    setSharedAddress(address);
    setOpen(true);
  }, []);
  // A dialog opened for a shared page is done with it: the next waiting link may come.
  const doneWithShare = useCallback(() => {
    if (!sharing.current) return;
    sharing.current = false;
    setSharedAddress(undefined);
    announceSharedLinkDone();
  }, []);
  const openChanged = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) doneWithShare();
    },
    [doneWithShare],
  );
  const returnFocus = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : fallbackFocus.current;
    target?.focus();
  }, [fallbackFocus]);
  const created = useCallback(
    (recipe: CreatedRecipe) => {
      setOpen(false);
      doneWithShare();
      onCreated(recipe);
    },
    [onCreated, doneWithShare],
  );

  return {
    triggerProps: popupTriggerProps(open, dialogId),
    openFrom,
    openShared,
    element: opened && (
      <LazyPart loading={null}>
        <CreateRecipeDialog
          id={dialogId}
          open={open}
          onOpenChange={openChanged}
          onCreated={created}
          returnFocus={returnFocus}
          sharedAddress={sharedAddress}
        />
      </LazyPart>
    ),
  };
}
