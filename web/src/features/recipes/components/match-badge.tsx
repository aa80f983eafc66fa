// How much of a recipe the pantry already holds, coloured as §9 says: the positive colour from
// 70 %, the other colour below it, a neutral one while there is no percentage yet.
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { type MatchTone, matchTone } from '../utils/recipe-card-view';

const VARIANT: Record<MatchTone, BadgeVariant> = {
  positive: 'accent',
  other: 'spice',
  neutral: 'outline',
};

export function MatchBadge({ percent }: { percent: number | undefined }) {
  const tone = matchTone(percent);
  return (
    <Badge variant={VARIANT[tone]} data-tone={tone}>
      {percent === undefined ? 'Match —' : `${percent}% match`}
    </Badge>
  );
}
