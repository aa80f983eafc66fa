// The hero's promo for the live kitchen (§2): what cooking together is, in a sentence, and the
// way in. Plain markup in the first load: a few hundred bytes, no picture to wait for.
import { ArrowRight, Radio } from 'lucide-react';
import { Link } from 'react-router-dom';

export function LiveKitchenPromo() {
  return (
    <aside
      aria-labelledby="live-kitchen-promo"
      className="mt-5 flex max-w-2xl flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-accent-foreground/20 bg-background/80 p-3 text-foreground sm:mt-8 sm:p-4"
    >
      <Radio className="size-6 shrink-0 text-primary" aria-hidden />
      {/* At least 11rem for the words: where that leaves no room beside them, the link goes
          to a row of its own instead of squeezing them. */}
      <div className="grid min-w-0 flex-[1_1_11rem] gap-0.5">
        <h2 id="live-kitchen-promo" className="font-semibold">
          Cook together, live
        </h2>
        <p className="text-sm text-pretty text-muted-foreground">
          Open a kitchen, share the link, and cook the same recipe step by step with friends on
          their own phones.
        </p>
      </div>
      <Link
        to="/live-kitchen"
        className="focus-ring inline-flex min-h-11 items-center gap-1 rounded-xl px-3 font-semibold text-primary hover:underline"
      >
        Open a live kitchen
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </aside>
  );
}
