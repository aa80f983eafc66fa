// The home page's #pantry section; the pantry itself arrives in a later issue.
import { Refrigerator } from 'lucide-react';
import { PageSection } from '../../components/page-section';

export function PantrySection() {
  return (
    <PageSection id="pantry" title="Pantry" icon={Refrigerator}>
      Coming soon: add what is in your fridge, freezer and cupboards by voice, photo or by hand, and
      see at a glance what to use first.
    </PageSection>
  );
}
