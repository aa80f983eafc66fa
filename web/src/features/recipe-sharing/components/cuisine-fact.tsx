// A sharing card's cuisine, as a badge among its facts.
import { Badge } from '../../../components/ui/badge';
import { optionLabel } from '../utils/card-view';

export function CuisineFact({ cuisine }: { cuisine: string }) {
  return (
    <li>
      <span className="sr-only">Cuisine: </span>
      <Badge variant="accent">{optionLabel(cuisine)}</Badge>
    </li>
  );
}
