// The tips that follow the list (§2): habits that genuinely take minutes off a weeknight meal.
import { Lightbulb } from 'lucide-react';

const TIPS = [
  {
    title: 'Set everything out first',
    text: 'Read the recipe through and measure and chop before the heat goes on. Ten minutes of cooking leaves no time to hunt for the cumin.',
  },
  {
    title: 'Boil water in the kettle',
    text: 'An electric kettle boils water faster than a pot on the stove: boil it first, then pour it into the pan for pasta, noodles, eggs or blanching greens.',
  },
  {
    title: 'Cut small, cut even',
    text: 'Thin slices and small, same-sized pieces cook in half the time, and all finish together.',
  },
  {
    title: 'Heat the pan before the food',
    text: 'A properly hot pan sears in a minute what a cold one slowly steams, and nothing sticks.',
  },
  {
    title: 'Prep once for the week',
    text: 'Wash greens, cook a pot of rice or grains and make one dressing at the weekend; they keep 3 to 4 days in the fridge.',
  },
  {
    title: 'Keep a ten-minute shelf',
    text: 'Eggs, canned beans and fish, tortillas, frozen peas and a jar of pesto or curry paste turn into a meal without a shop.',
  },
] as const;

export function QuickCookingTips() {
  return (
    <section aria-labelledby="quick-cooking-tips" className="grid gap-4">
      <h2
        id="quick-cooking-tips"
        className="flex items-center gap-2 font-display text-2xl font-semibold"
      >
        <Lightbulb aria-hidden className="size-6 text-spice" />
        Quick Cooking Tips
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {TIPS.map((tip) => (
          <li key={tip.title} className="grid content-start gap-1 rounded-2xl bg-muted p-4">
            <h3 className="font-semibold">{tip.title}</h3>
            <p className="text-sm text-pretty text-muted-foreground">{tip.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
