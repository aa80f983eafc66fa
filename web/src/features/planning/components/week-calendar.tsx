// The 7 × 3 calendar (§2): a table with a row per day, Sunday first, and a column per meal, so a
// screen reader names the day and the meal of every slot. Meals move between slots by drag and
// drop (pointer, touch or keyboard); the calendar says where they went. On a phone a day's label
// sits above its three slots, so each meal has a third of the width rather than a third of what
// the day column leaves: meal names then wrap between words, not inside them.
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  closestCenter,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useState } from 'react';
import type { MealPlanEntry } from '@mise/domain/entities/meal-plan-entry';
import { MEAL_TYPE_LABELS, MEAL_TYPES } from '@mise/domain/options';
import { cn } from '../../../lib/cn';
import { moveMeal } from '../data/meal-plan-actions';
import type { WeekDay, WeekSlot } from '../utils/week-slots';
import { dayOfMonth, longDay, shortWeekday } from '../utils/week-label';
import { MealDialog } from './meal-dialog';
import { MealSlot } from './meal-slot';

const isSlot = (data: unknown): data is WeekSlot =>
  typeof data === 'object' && data !== null && 'extra' in data;
const isMeal = (data: unknown): data is MealPlanEntry =>
  typeof data === 'object' && data !== null && 'createdAt' in data;

const mealName = (data: unknown) => (isMeal(data) ? (data.recipeName ?? 'the meal') : 'the meal');
const slotName = (data: unknown) =>
  isSlot(data) ? `${MEAL_TYPE_LABELS[data.mealType]}, ${longDay(data.date)}` : 'no slot';

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${mealName(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    `${mealName(active.data.current)} is over ${slotName(over?.data.current)}.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${mealName(active.data.current)} moved to ${slotName(over.data.current)}.`
      : `${mealName(active.data.current)} stayed where it was.`,
  onDragCancel: ({ active }) => `${mealName(active.data.current)} stayed where it was.`,
};

/**
 * A meal lands in the slot under the finger or pointer, even if the page scrolled on the way;
 * a keyboard drag has no pointer, and lands in the slot nearest the meal.
 */
const slotUnderPointer: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};

interface WeekCalendarProps {
  days: readonly WeekDay[];
  today: string;
}

export function WeekCalendar({ days, today }: WeekCalendarProps) {
  const [openId, setOpenId] = useState<string>();
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the grip is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const slots = days.flatMap((day) => day.slots);
  const open = slots.flatMap((slot) => [slot.meal, ...slot.extra]).find((m) => m?.id === openId);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const meal = active.data.current;
    const to = over?.data.current;
    if (!isMeal(meal) || !isSlot(to)) return;
    void moveMeal(meal, to, to.meal?.id === meal.id ? undefined : to.meal);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={slotUnderPointer}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      {/* On a phone it takes the section's padding too: every pixel goes to the meal names. */}
      <table className="w-full table-fixed border-separate border-spacing-1 max-sm:-mx-2 max-sm:block max-sm:w-auto">
        <caption className="sr-only">Planned meals, a row per day</caption>
        <thead className="max-sm:block">
          <tr className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-1">
            <th scope="col" className="w-12 max-sm:hidden sm:w-20">
              <span className="sr-only">Day</span>
            </th>
            {MEAL_TYPES.map((mealType) => (
              <th
                key={mealType}
                scope="col"
                className="pb-1 text-xs font-semibold text-muted-foreground uppercase sm:text-sm"
              >
                {MEAL_TYPE_LABELS[mealType]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:grid max-sm:gap-2">
          {days.map((day) => (
            <tr
              key={day.date}
              aria-current={day.date === today ? 'date' : undefined}
              className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-1"
            >
              <th
                scope="row"
                className={cn(
                  'rounded-xl text-center align-middle max-sm:col-span-3 max-sm:px-2 max-sm:py-0.5 max-sm:text-left',
                  day.date === today && 'bg-primary text-primary-foreground',
                )}
              >
                <span className="sr-only">{longDay(day.date)}</span>
                <span
                  aria-hidden
                  className="grid text-xs font-semibold uppercase max-sm:flex max-sm:items-baseline max-sm:gap-1.5"
                >
                  {shortWeekday(day.date)}
                  <span className="font-display text-lg normal-case max-sm:text-base">
                    {dayOfMonth(day.date)}
                  </span>
                </span>
              </th>
              {day.slots.map((slot) => (
                <td key={slot.mealType} className="h-px align-top max-sm:h-auto">
                  <MealSlot slot={slot} onOpen={(meal) => setOpenId(meal.id)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <MealDialog
        meal={open}
        others={slots.find((slot) => slot.meal?.id === openId)?.extra ?? []}
        onClose={() => setOpenId(undefined)}
      />
    </DndContext>
  );
}
