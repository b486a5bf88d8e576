import {
  createContext,
  use,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { clsx } from "clsx";

/*
 * The WAI-ARIA tabs pattern with automatic activation, in the shape of Radix Tabs (same parts,
 * props, roles, ids and `data-state`), written out because Radix's version brings about 15 kB
 * gzip of shared machinery to every page with tabs. Classes are joined with `clsx` (client
 * components; tailwind-merge stays out of the bundle): a caller's classes must not conflict.
 */

type TabsState = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error(`${part} must be inside Tabs`);
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  /** The selected tab, when the caller holds it (with `onValueChange`). */
  value?: string;
  /** The tab selected first, when Tabs holds the state itself. */
  defaultValue?: string;
  /** Called with a newly selected tab (not when the selected one is chosen again). */
  onValueChange?: (value: string) => void;
};

/** Arrow keys move between tabs (and select them); Tab moves into the panel. */
export function Tabs({ value, defaultValue = "", onValueChange, className, ...props }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const select = (next: string) => {
    if (next === current) return;
    setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div
        data-slot="tabs"
        dir="ltr"
        data-orientation="horizontal"
        className={clsx("flex flex-col gap-6", className)}
        {...props}
      />
    </TabsContext>
  );
}

/** Where each key moves focus, given the enabled tabs and the focused one's index. */
const KEY_TARGETS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
};

/** Arrow keys, Home and End on a tab: focus another tab of its list (wrapping around). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const target = KEY_TARGETS[event.key];
  if (!target || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(event.currentTarget);
  if (index === -1) return;
  event.preventDefault();
  // Focusing a tab selects it (TabsTrigger's onFocus).
  tabs[target(index, tabs.length)]?.focus();
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-orientation="horizontal"
      // Wraps instead of scrolling, so no tab hides off-screen and the focus ring is never clipped.
      className={clsx("flex flex-wrap gap-x-2 border-b-2 border-line", className)}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

/** Selected state is shown three ways: a thick underline bar, bold text and darker colour. */
export function TabsTrigger({ value, className, disabled, ...props }: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  const select = () => {
    if (!disabled) tabs.select(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      data-slot="tabs-trigger"
      disabled={disabled}
      // One tab stop for the strip: the selected tab; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      className={clsx(
        "-mb-0.5 inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-t-md border-b-4 border-transparent px-4 py-2",
        "text-base font-medium text-muted hover:bg-brand-50 hover:text-brand-900",
        "motion-safe:transition-colors",
        "data-[state=active]:border-brand-700 data-[state=active]:font-bold data-[state=active]:text-brand-900",
        "disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
        className,
      )}
      // Selects on press, as Radix does; a Ctrl-click (a context menu on a Mac) does not focus it.
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        if (event.button === 0 && !event.ctrlKey) select();
        else event.preventDefault();
      }}
      onClick={select}
      onKeyDown={(event) => {
        if (event.key === " " || event.key === "Enter") select();
        else moveFocus(event);
      }}
      onFocus={select}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<"div"> & {
  value: string;
  /** Keep the panel's content rendered while another tab is selected (style it away instead). */
  forceMount?: boolean;
};

/** The panel of one tab; focusable, so Tab from the strip reaches it. */
export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  const selected = tabs.value === value;
  const present = forceMount === true || selected;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      data-slot="tabs-content"
      hidden={!present}
      tabIndex={0}
      className={clsx("rounded-sm", className)}
      {...props}
    >
      {present && children}
    </div>
  );
}
