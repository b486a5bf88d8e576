import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "export",
  // Every route is a folder-less `route.html`; the static server maps clean URLs to them.
  trailingSlash: false,
  // `next/image` has no optimisation server in a static export.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
