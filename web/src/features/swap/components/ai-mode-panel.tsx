// "AI Mode" (§2): a static panel of suggestions on swapping well. The answers themselves come
// from the reference above; this is the assistant's general advice.
import { Sparkles } from 'lucide-react';

const SUGGESTIONS = [
  'Swap one ingredient at a time, so you know what changed the dish.',
  'In baking, weigh the swap: flours and sweeteners differ more by cup than by gram.',
  'Fat carries flavour. When you swap butter for oil, add a pinch more salt.',
  'Egg swaps bind but do not lift: add ½ tsp baking powder per egg in cakes.',
  'For creaminess without dairy, blend soaked cashews or use full-fat coconut milk.',
];

export function AiModePanel() {
  return (
    <aside
      aria-label="AI suggestions"
      className="grid gap-3 rounded-2xl border border-primary/30 bg-accent/40 p-4"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden className="size-5 text-primary" />
        Suggestions from your assistant
      </p>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm">
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>{suggestion}</li>
        ))}
      </ul>
    </aside>
  );
}
