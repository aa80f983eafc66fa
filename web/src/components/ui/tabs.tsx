// Tabs: switch between panels of one page (Radix Tabs); arrow keys move between tabs. On a
// narrow screen the tabs wrap onto a second row: a strip that scrolls sideways hides the tabs
// past its edge, and a cook does not know they are there.
//
// The panel is our own element rather than Radix's TabsContent: that one mounts through Radix
// Presence, which reads the panel's computed animation name as it mounts and so makes the
// browser work out the style of the whole page inside React's commit, one task with the page's
// first render (on Quick Meals, 20-30 ms here, 140 ms of blocking on Lighthouse's phone). Our
// panels never animate. The tabs' ids are ours too, so that trigger and panel name each other.
import {
  type ComponentProps,
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
} from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

interface TabsState {
  readonly baseId: string;
  readonly value: string;
}

const TabsContext = createContext<TabsState>({ baseId: '', value: '' });

const triggerId = (tabs: TabsState, value: string) => `${tabs.baseId}-tab-${value}`;
const panelId = (tabs: TabsState, value: string) => `${tabs.baseId}-panel-${value}`;

export function Tabs({
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultValue ?? '');
  const current = value ?? chosen;
  const change = useCallback(
    (next: string) => {
      setChosen(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );
  return (
    <TabsContext.Provider value={{ baseId, value: current }}>
      <TabsPrimitive.Root value={current} onValueChange={change} {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex max-w-full flex-wrap items-center gap-1 rounded-2xl bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const tabs = useContext(TabsContext);
  return (
    <TabsPrimitive.Trigger
      id={triggerId(tabs, props.value)}
      aria-controls={panelId(tabs, props.value)}
      className={cn(
        'focus-ring inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors',
        'hover:text-foreground disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'dark:data-[state=active]:bg-accent dark:data-[state=active]:text-accent-foreground',
        className,
      )}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
  /** Kept mounted while another tab is chosen (hide it with `data-[state=inactive]:hidden`). */
  forceMount?: boolean;
}

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const tabs = useContext(TabsContext);
  const selected = value === tabs.value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs, value)}
      aria-labelledby={triggerId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={0}
      className={cn('focus-ring mt-4 rounded-xl', className)}
      {...props}
    />
  );
}
