import { forwardRef, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs.styles';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs: value, label and the panel's content each. */
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "Velkasi". */
  'aria-label': string;
  /** The selected tab, when the parent controls it. */
  value?: string;
  /** The tab selected at first, when the tabs keep their own state. */
  defaultValue?: string;
  /** Called with the tab selected. */
  onValueChange?: (value: string) => void;
  /** Tabs share the width equally (small screens). */
  fullWidth?: boolean;
  /** `manual`: arrows move focus, Enter or Space activates. */
  activationMode?: 'automatic' | 'manual';
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
  /** Base of the tabs' and panels' ids (generated when left out). */
  id?: string;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs in the WAI-ARIA pattern (APG "Tabs with automatic activation"; manual on request): one
 * tab in the tab order, arrow keys move between the enabled tabs and wrap, Home and End go to
 * the ends; each panel is labelled by its tab and focusable. Front page, debt view, help, login.
 *
 * Written out rather than on Radix Tabs (as before, same markup and data attributes): Radix's
 * roving-focus and collection machinery was about 9 KB gzip of the login page's script, whose
 * budget is 130 KB, for a pattern this small.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    items,
    'aria-label': label,
    fullWidth = false,
    value,
    defaultValue,
    onValueChange,
    activationMode = 'automatic',
    className,
    id,
  },
  ref,
) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value);
  const wanted = value ?? own;
  // A selected tab that is no longer among the items (a debt paid in full trades its pay tab for
  // "paid") leaves the first tab selected, not a tab strip with nothing selected and no panel.
  const current = items.some((item) => item.value === wanted) ? wanted : items[0]?.value;
  const tabId = (item: TabItem) => `${baseId}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.value}`;

  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    const enabled = items.filter((item) => !item.disabled);
    const from = enabled.findIndex((item) => tabId(item) === event.currentTarget.id);
    const target = enabled[move(Math.max(from, 0), enabled.length)];
    if (!target) return;
    event.preventDefault();
    document.getElementById(tabId(target))?.focus();
    if (activationMode === 'automatic') select(target.value);
  };

  return (
    <TabsRoot ref={ref} className={className} id={id} data-orientation="horizontal">
      <TabsList
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        fullWidth={fullWidth}
      >
        {items.map((item) => {
          const selected = item.value === current;
          return (
            <TabsTrigger
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={selected}
              aria-controls={panelId(item)}
              data-state={selected ? 'active' : 'inactive'}
              data-disabled={item.disabled ? '' : undefined}
              data-orientation="horizontal"
              disabled={item.disabled}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.value)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {items.map((item) => {
        const selected = item.value === current;
        // Every panel exists (each tab's aria-controls names one); only the selected one shows.
        return (
          <TabsContent
            key={item.value}
            role="tabpanel"
            id={panelId(item)}
            aria-labelledby={tabId(item)}
            data-state={selected ? 'active' : 'inactive'}
            data-orientation="horizontal"
            hidden={!selected}
            tabIndex={0}
          >
            {selected ? item.content : null}
          </TabsContent>
        );
      })}
    </TabsRoot>
  );
});
