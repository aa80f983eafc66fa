// The home page's #pantry section: the household's pantry items, soonest to expire first, with a
// category filter, the add form (hidden until asked for) and an empty state that invites the
// first item. Everything reads and writes this device's database, so it all works offline.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Plus, Refrigerator } from 'lucide-react';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { PageSection } from '../../components/page-section';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useToday } from '../../lib/use-today';
import { BarcodeAddButton } from './components/barcode-add-button';
import { PantryEmptyState } from './components/pantry-empty-state';
import { PantryFilterGroup } from './components/pantry-filter';
import { PantryGrid } from './components/pantry-grid';
import { PantryGridSkeleton } from './components/pantry-grid-skeleton';
import { PantrySummary } from './components/pantry-summary';
import { PhotoScanButton } from './components/photo-scan-button';
import { useAddFormOnDemand } from './components/use-add-form-on-demand';
import { VoiceAddButton } from './components/voice-add-button';
import { usePantryItems } from './data/use-pantry-items';
import { type PantryDraft, pantryDraftFromSpeech } from './utils/pantry-draft';
import { filterPantryItems, type PantryFilter } from './utils/sort-pantry-items';

/** Where the keyboard goes once the form closes. */
type FocusTarget = 'opener' | 'heading';

export function PantrySection() {
  const items = usePantryItems();
  const today = useToday();
  const [filter, setFilter] = useState<PantryFilter>('all');
  const [formOpen, setFormOpen] = useState(false);
  const [spokenDraft, setSpokenDraft] = useState<PantryDraft>();
  const [AddForm, whenFormLoaded] = useAddFormOnDemand();
  const [announcement, setAnnouncement] = useState('');
  const [revealId, setRevealId] = useState<string>();
  const revealed = useCallback(() => setRevealId(undefined), []);
  const pendingFocus = useRef<FocusTarget>(undefined);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Runs after the render that closed the form, when the opener is on the page again. After a
  // save the grid is about to change under the opener, so the stable list heading takes it.
  useEffect(() => {
    if (formOpen || pendingFocus.current === undefined) return;
    (pendingFocus.current === 'opener' ? openerRef : headingRef).current?.focus();
    pendingFocus.current = undefined;
  }, [formOpen]);

  const openForm = (draft?: PantryDraft) => {
    setAnnouncement('');
    setSpokenDraft(draft);
    whenFormLoaded(() => setFormOpen(true));
  };
  // §4: a voice transcript opens the form, filled in with what was heard, to check and save.
  // The parser loads with the first transcript; the form's own code loads meanwhile.
  const addHeard = (transcript: string) => {
    import('@mise/assistant/voice-add').then(
      ({ parseVoiceAdd }) => openForm(pantryDraftFromSpeech(parseVoiceAdd(transcript))),
      // Never lose what was said: open the form with the whole phrase as the name.
      () => openForm(pantryDraftFromSpeech({ name: transcript })),
    );
  };
  const closeForm = (target: FocusTarget, message = '') => {
    setFormOpen(false);
    setAnnouncement(message);
    pendingFocus.current = target;
  };
  // Stable, so the grid's memoised cards do not all re-render when one item changes.
  const onRemoved = useCallback((item: PantryItem) => {
    setAnnouncement(`${item.name} removed from the pantry.`);
    // The removed card's button is gone; the list heading is a stable place to land.
    headingRef.current?.focus();
  }, []);

  const isEmpty = items !== undefined && items.length === 0;
  return (
    <PageSection
      id="pantry"
      title="Pantry"
      icon={Refrigerator}
      className="p-4 sm:p-8"
      placeholder={<PantryGridSkeleton />}
      body={
        <div className="grid gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3
              ref={headingRef}
              tabIndex={-1}
              className="flex items-center gap-2 font-display text-xl font-semibold focus:outline-none"
            >
              Your items
              {items !== undefined && (
                <Badge variant="accent" className="font-sans">
                  {items.length}
                </Badge>
              )}
            </h3>
            {!formOpen && items !== undefined && (
              <div className="flex flex-wrap items-center gap-2">
                <VoiceAddButton onHeard={addHeard} />
                <PhotoScanButton iconOnlyOnPhones />
                <BarcodeAddButton />
                {!isEmpty && (
                  <Button ref={openerRef} onClick={() => openForm()}>
                    <Plus aria-hidden />
                    Add item
                  </Button>
                )}
              </div>
            )}
          </div>
          {formOpen && AddForm && (
            <AddForm
              initialDraft={spokenDraft}
              onSaved={(item) => {
                // Never hide what was just added behind a filter for another category.
                if (filter !== 'all' && filter !== item.category) setFilter('all');
                closeForm('heading', `${item.name} added to the pantry.`);
                setRevealId(item.id);
              }}
              onCancel={() => closeForm('opener')}
            />
          )}
          {items === undefined ? (
            <PantryGridSkeleton />
          ) : isEmpty ? (
            // While the form is open the invitation has been taken up.
            !formOpen && <PantryEmptyState onAdd={() => openForm()} buttonRef={openerRef} />
          ) : (
            <>
              <PantryFilterGroup value={filter} onChange={setFilter} />
              <PantryGrid
                items={filterPantryItems(items, filter)}
                filter={filter}
                today={today}
                onRemoved={onRemoved}
                revealId={revealId}
                onRevealed={revealed}
              />
            </>
          )}
          {/* After the grid: on a phone the cards would push the items off the first screen. */}
          {items !== undefined && items.length > 0 && <PantrySummary items={items} today={today} />}
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>
      }
    >
      What is in your fridge, freezer and cupboards, soonest to expire first. It is kept on this
      device and works offline.
    </PageSection>
  );
}
