import { forwardRef, type ReactNode } from 'react';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs.styles';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list, e.g. "Velkasi" (STYLE.md 4). */
  'aria-label': string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Tabs share the width equally (small screens). */
  fullWidth?: boolean;
  /** `manual`: arrows move focus, Enter or Space activates. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
  id?: string;
}

/** Tabs on Radix Tabs (arrow keys, Home, End): front page, debt view, help, login. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, 'aria-label': label, fullWidth = false, defaultValue, ...rest },
  ref,
) {
  return (
    <TabsRoot ref={ref} defaultValue={defaultValue ?? items[0]?.value} {...rest}>
      <TabsList aria-label={label} fullWidth={fullWidth}>
        {items.map((item) => (
          <TabsTrigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item) => (
        <TabsContent key={item.value} value={item.value}>
          {item.content}
        </TabsContent>
      ))}
    </TabsRoot>
  );
});
