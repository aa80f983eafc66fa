// One card of the Settings page: a region named by its heading, with an icon.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

interface SettingsCardProps {
  /** Makes the heading's id (`${id}-heading`), which names the region. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** A line under the heading: what the choice changes. */
  lead?: string | undefined;
  children: ReactNode;
}

export function SettingsCard({ id, title, icon: Icon, lead, children }: SettingsCardProps) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <Icon className="size-6 text-primary" aria-hidden />
          <CardTitle as="h2" id={`${id}-heading`} className="text-xl">
            {title}
          </CardTitle>
        </div>
        {lead && <p className="text-sm text-muted-foreground">{lead}</p>}
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
    </Card>
  );
}
