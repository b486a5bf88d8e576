import type { APIRoute } from "astro";
import { webManifest } from "@/lib/site-files";

/** /manifest.webmanifest (the Layout links it). */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest()), {
    headers: { "Content-Type": "application/manifest+json" },
  });
