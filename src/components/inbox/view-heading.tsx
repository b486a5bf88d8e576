import { useEffect, useRef, type ReactNode } from "react";

/** A view's h1, focused when the view opens (so a screen reader hears where it is). */
export function ViewHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      className="text-2xl font-bold break-words text-brand-900 outline-none sm:text-3xl"
    >
      {children}
    </h1>
  );
}
