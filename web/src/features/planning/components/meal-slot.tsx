// One slot of the week (§2, §4): empty, a tap plans the meal type's placeholder; filled, the
// meal's name opens its details and the grip moves it to another slot (drag with a finger or
// mouse, or pick it up with Space and move it with the arrow keys).
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { BookOpen, GripHorizontal, GripVertical, Plus, Users } from 'lucide-react';
import type { MealPlanEntry } from '@mise/domain/entities/meal-plan-entry';
import { cn } from '../../../lib/cn';
import { planPlaceholder } from '../data/meal-plan-actions';
import { type WeekSlot, slotKey } from '../utils/week-slots';
import { longDay } from '../utils/week-label';

interface MealSlotProps {
  slot: WeekSlot;
  onOpen: (meal: MealPlanEntry) => void;
}

export function MealSlot({ slot, onOpen }: MealSlotProps) {
  const { setNodeRef, isOver } = useDroppable({
    id: slotKey(slot.date, slot.mealType),
    data: slot,
  });
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'h-full min-h-16 rounded-xl transition-colors',
        isOver && 'bg-primary/10 ring-2 ring-primary',
      )}
    >
      {slot.meal ? (
        <PlannedMeal meal={slot.meal} more={slot.extra.length} onOpen={onOpen} />
      ) : (
        <button
          type="button"
          className="focus-ring flex h-full min-h-16 w-full items-center justify-center rounded-xl border border-dashed border-input/70 text-muted-foreground hover:border-primary hover:text-primary"
          aria-label={`Plan ${slot.mealType} on ${longDay(slot.date)}`}
          onClick={() => void planPlaceholder(slot)}
        >
          <Plus className="size-5" aria-hidden />
        </button>
      )}
    </div>
  );
}

function PlannedMeal({
  meal,
  more,
  onOpen,
}: {
  meal: MealPlanEntry;
  more: number;
  onOpen: (meal: MealPlanEntry) => void;
}) {
  const name = meal.recipeName ?? 'Meal';
  const { setNodeRef, attributes, listeners, transform, isDragging } = useDraggable({
    id: meal.id,
    data: meal,
  });
  return (
    <div
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : {}}
      className={cn(
        // On a phone the grip is a strip under the name, which keeps the slot's whole width.
        'relative flex h-full min-h-16 items-stretch rounded-xl border bg-card text-left shadow-sm max-sm:flex-col',
        meal.recipeId ? 'border-primary/40' : 'border-input/60',
        isDragging && 'z-10 opacity-90 shadow-lg',
      )}
    >
      <button
        type="button"
        className="focus-ring grid min-w-0 flex-1 content-center gap-0.5 rounded-xl px-1 py-1.5 text-xs leading-snug sm:p-2 sm:text-sm"
        title={meal.notes}
        onClick={() => onOpen(meal)}
      >
        {/* Names wrap between words only: a word longer than the slot (a 320 px phone's
            "Raspberries") ends in an ellipsis on its line; the full name is the title, and the
            dialog the tap opens. */}
        <span className="line-clamp-3 font-medium text-ellipsis" title={name}>
          {name}
        </span>
        <span className="flex items-center gap-1 text-muted-foreground">
          {meal.recipeId && <BookOpen className="size-3.5 shrink-0" aria-label="Recipe" />}
          {meal.servings !== undefined && (
            <span className="flex items-center gap-0.5" data-testid="meal-servings">
              <Users className="size-3.5 shrink-0" aria-hidden />
              {meal.servings}
              <span className="sr-only"> servings</span>
            </span>
          )}
          {more > 0 && <span>+{more}</span>}
        </span>
      </button>
      <button
        type="button"
        className="focus-ring flex w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-r-xl text-muted-foreground hover:bg-muted max-sm:h-6 max-sm:w-full max-sm:rounded-r-none max-sm:rounded-b-xl"
        aria-label={`Move ${name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4 max-sm:hidden" aria-hidden />
        <GripHorizontal className="size-4 sm:hidden" aria-hidden />
      </button>
    </div>
  );
}
