import { useId, type ReactNode } from "react";
import { svgId } from "./map-styles";

type MapFigureProps = {
  /** "img" for a picture; "group" when the shapes inside are controls. */
  role: "img" | "group";
  /** The svg's name (its `<title>`) and description (its `<desc>`). */
  copy: { mapTitle: string; mapDescription: string };
  viewBox: string;
  className: string;
  /** The svg's data attribute, for the tests (`data-county-map`). */
  data: `data-${string}`;
  /** What is drawn under the map: its legend. */
  legend: ReactNode;
  children: ReactNode;
};

/** A map of the service areas: an svg named by its title and described by its desc, then its legend. */
export function MapFigure({
  role,
  copy,
  viewBox,
  className,
  data,
  legend,
  children,
}: MapFigureProps) {
  const id = useId();
  const titleId = svgId(id, "title");
  const descId = svgId(id, "desc");
  return (
    <div className="flex flex-col gap-4">
      <svg
        role={role}
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={viewBox}
        className={className}
        {...{ [data]: true }}
      >
        <title id={titleId}>{copy.mapTitle}</title>
        <desc id={descId}>{copy.mapDescription}</desc>
        {children}
      </svg>
      {legend}
    </div>
  );
}
