/**
 * An ingredient's amount as a cook of one measurement system sees it (issue 22): "2 cup flour"
 * reads "250 g" in metric, "200 g sugar" reads "1 cup" in imperial, "1 cup milk" reads "235 ml".
 * Volumes and masses convert within their dimension always, and across it where the ingredient
 * has a known density (densities.ts); counts, containers, pinches and unknown units stay as
 * written, and so does an amount already in the cook's system.
 *
 * The stored recipe is never rewritten. What comes back carries the stored amount with it, and
 * converting a shown amount starts again from that stored one, so switching systems back and
 * forth shows the same two amounts for ever instead of drifting one rounding at a time. To show
 * scaled servings, scale the stored amount first (commands/servings.ts) and convert the result.
 */
import { unitMeasure } from '../grocery/units';
import { amountText, readAmountRange } from './amount-text';
import { type AmountPurpose, roundForCook } from './cook-rounding';
import { densityOf, type Density } from './densities';
import { unitSize, type Dimension, type MeasurementSystem, type UnitSize } from './unit-factors';

export interface IngredientAmount {
  readonly amount: string;
  readonly unit: string;
  readonly name: string;
}

export interface ShownAmount extends IngredientAmount {
  /** Whether the amount or unit differs from the stored ones. */
  readonly converted: boolean;
  /** The amount as the recipe stores it: every conversion starts from here. */
  readonly stored: IngredientAmount;
}

const isShown = (amount: IngredientAmount | ShownAmount): amount is ShownAmount =>
  'stored' in amount;

/** The amount of `ingredient` in `system`, rounded as a cook measures (or a shop sells). */
export function convertAmount(
  ingredient: IngredientAmount | ShownAmount,
  system: MeasurementSystem,
  purpose: AmountPurpose = 'cook',
): ShownAmount {
  const stored = isShown(ingredient)
    ? ingredient.stored
    : { amount: ingredient.amount, unit: ingredient.unit, name: ingredient.name };
  const asStored: ShownAmount = { ...stored, converted: false, stored };

  const read = readAmountRange(stored.amount);
  if (read === undefined) return asStored;
  const unitWord = stored.unit.trim() === '' ? read.rest : stored.unit;
  const density = densityOf(stored.name);
  const size = sourceSize(unitWord, density);
  if (size === undefined || size.system === system) return asStored;

  const dimension = targetDimension(size.dimension, system, density);
  const inBase = (value: number) =>
    changeDimension(value * size.base, size.dimension, dimension, density);
  const high = roundForCook(inBase(read.high), dimension, system, undefined, purpose);
  const low =
    read.low === undefined
      ? undefined
      : roundForCook(inBase(read.low), dimension, system, high.unit);
  const highText = amountText(high.value, system);
  const amount =
    low === undefined || low.value >= high.value
      ? highText
      : `${amountText(low.value, system)}${read.separator}${highText}`;
  return { amount, unit: high.unit, name: stored.name, converted: true, stored };
}

/**
 * The size of the written unit. An ounce of something poured ("8 oz milk") is a fluid ounce, as
 * American recipes mean it.
 */
function sourceSize(unitWord: string, density: Density | undefined): UnitSize | undefined {
  const measure = unitMeasure(unitWord);
  if (measure === undefined) return undefined;
  if (measure.name === 'oz' && density?.metric === 'volume') return unitSize('fl oz');
  return unitSize(measure.name);
}

/**
 * Metric kitchens weigh dry goods and pour liquids (the density's `metric`); imperial ones
 * scoop whatever has a density and weigh the rest (meat, cheese by the block…).
 */
function targetDimension(
  source: Dimension,
  system: MeasurementSystem,
  density: Density | undefined,
): Dimension {
  if (density === undefined) return source;
  return system === 'metric' ? density.metric : 'volume';
}

function changeDimension(
  base: number,
  from: Dimension,
  to: Dimension,
  density: Density | undefined,
): number {
  if (from === to || density === undefined) return base;
  return from === 'volume' ? base * density.gramsPerMl : base / density.gramsPerMl;
}
