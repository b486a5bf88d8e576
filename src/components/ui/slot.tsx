import {
  cloneElement,
  isValidElement,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";
import { clsx } from "clsx";

type SlotProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; children?: ReactNode };
type ChildProps = Record<string, unknown> & {
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
};

const isHandler = (name: string, value: unknown): value is (...args: unknown[]) => unknown =>
  /^on[A-Z]/.test(name) && typeof value === "function";

/** Both refs get the element (a callback ref's cleanup is not passed on). */
function composeRefs(...refs: (Ref<HTMLElement> | undefined)[]) {
  return (element: HTMLElement | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    }
  };
}

/**
 * Renders its one child element with the slot's props merged in, as Radix's Slot does (for
 * `asChild` and `FormControl`): the child's own props win, except `className` (joined), `style`
 * (merged) and event handlers (both run, the child's first); both refs get the element. Radix's
 * Slot brings its own dependencies to every island that uses it; this is the part the site needs.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<ChildProps>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps };
  for (const [name, childValue] of Object.entries(childProps)) {
    const slotValue = merged[name];
    if (isHandler(name, childValue) && isHandler(name, slotValue)) {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === "className") {
      merged[name] = clsx(slotProps.className, childProps.className);
    } else if (name === "style") {
      merged[name] = { ...slotProps.style, ...childProps.style };
    } else {
      merged[name] = childValue;
    }
  }
  if (ref) merged.ref = childProps.ref ? composeRefs(ref, childProps.ref) : ref;
  return cloneElement(children, merged);
}
