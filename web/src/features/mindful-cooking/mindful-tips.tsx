// The tips card under the sessions (spec §2).
import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const TIPS = [
  'Clear your counter before you begin: a calm space makes a calm mind.',
  'Put your phone face down once a session starts, and let the timer keep the time.',
  'Breathe out slowly while you wait for the pan to heat or the water to boil.',
  'Use every sense: listen to the sizzle, smell the garlic, feel the dough.',
  'Taste as you go, one slow spoonful at a time, and notice what each ingredient adds.',
];

export function MindfulTips() {
  return (
    <Card role="region" aria-labelledby="mindful-tips">
      <CardHeader>
        <CardTitle as="h2" id="mindful-tips" className="flex items-center gap-2 text-xl">
          <Lightbulb className="size-5 text-spice" aria-hidden />
          Mindful Cooking Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-pretty marker:text-primary">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
