import { useEffect, useRef, useState, type ReactNode } from "react";
import { clsx } from "clsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { CountyId } from "@/content/counties";
import { mapModes, serviceAreasCopy as copy, type MapMode } from "@/content/service-areas";
import type { ChicagoMapGeometry, IllinoisMapGeometry } from "@/lib/county-map";
import { ChicagoMap } from "./chicago-map";
import { CountyDetail } from "./county-detail";
import { CountyPicker } from "./county-picker";
import { IllinoisMap } from "./illinois-map";
import { MapEmbed } from "./map-embed";
import { Card } from "@/components/ui/card";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useReducedMotion } from "@/components/ui/use-reduced-motion";

const isMapMode = (value: string): value is MapMode => mapModes.some((mode) => mode === value);

type ServiceMapProps = {
  local: ChicagoMapGeometry;
  usa: IllinoisMapGeometry;
  /** Rendered under the county list (the call-us card). */
  aside?: ReactNode;
  className?: string;
};

/**
 * The map panel: 'Chicago Area' and 'USA' tabs, the county detail card and the county list.
 * The map shapes and the list select the same county (spec §4: none by default). Before it
 * hydrates (or without JavaScript) both maps show one after the other, the tab list is hidden
 * and the county buttons are disabled.
 */
export function ServiceMap({ local, usa, aside, className }: ServiceMapProps) {
  const hydrated = useHydrated();
  const [mode, setMode] = useState<MapMode>("local");
  const [selected, setSelected] = useState<CountyId | null>(null);
  const detail = useRef<HTMLDivElement>(null);
  const reveal = useRef(false);
  const reduceMotion = useReducedMotion();
  const choose = (id: CountyId | null) => {
    reveal.current = id !== null;
    setSelected(id);
  };
  // A visitor's choice brings the county's details into view (on a phone they are under the
  // map and above the list, off screen from either); the browser leaves them be if in view.
  useEffect(() => {
    if (!reveal.current) return;
    reveal.current = false;
    detail.current?.scrollIntoView({
      behavior: reduceMotion ? "instant" : "smooth",
      block: "nearest",
    });
  }, [selected, reduceMotion]);

  return (
    <div
      className={clsx(
        "grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start",
        className,
      )}
    >
      <Card asChild padding="sm">
        <Tabs
          value={mode}
          onValueChange={(value) => {
            if (isMapMode(value)) setMode(value);
          }}
        >
          <TabsList aria-label={copy.tabsLabel} hidden={!hydrated}>
            {mapModes.map((value) => (
              <TabsTrigger key={value} value={value}>
                {copy.tabs[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent
            value="local"
            forceMount={hydrated ? undefined : true}
            className="flex flex-col gap-6"
          >
            <ChicagoMap
              geometry={local}
              selected={selected}
              onSelect={choose}
              interactive={hydrated}
            />
            <MapEmbed mode="local" />
          </TabsContent>
          <TabsContent
            value="usa"
            forceMount={hydrated ? undefined : true}
            className="flex flex-col gap-6"
          >
            <IllinoisMap geometry={usa} />
            <MapEmbed mode="usa" />
          </TabsContent>
        </Tabs>
      </Card>
      <div className="flex flex-col gap-8">
        <div ref={detail}>
          <CountyDetail countyId={selected} />
        </div>
        <CountyPicker selected={selected} onSelect={choose} interactive={hydrated} />
        {aside}
      </div>
    </div>
  );
}
