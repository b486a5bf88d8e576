import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ImageAsset } from "@/content/types";
import { SiteImage } from "./site-image";

const image: ImageAsset = {
  src: "/illustrations/care-1.svg",
  width: 554,
  height: 880,
  alt: "A clinician writes on a clipboard",
};

describe("SiteImage", () => {
  it("renders a lazy img with explicit size and the manifest's alt by default", () => {
    render(<SiteImage image={image} />);
    const img = screen.getByRole("img", { name: "A clinician writes on a clipboard" });
    expect(img.tagName).toBe("IMG");
    expect(img).toHaveAttribute("src", "/illustrations/care-1.svg");
    expect(img).toHaveAttribute("width", "554");
    expect(img).toHaveAttribute("height", "880");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).toHaveAttribute("fetchpriority", "auto");
    expect(img).toHaveClass("h-auto", "w-full");
    expect(img).not.toHaveAttribute("sizes");
  });

  it("loads eagerly with high fetch priority when priority is set", () => {
    render(<SiteImage image={image} priority className="h-full object-contain" sizes="50vw" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("sizes", "50vw");
    expect(img).toHaveClass("h-full", "object-contain");
    expect(img).not.toHaveClass("h-auto");
  });

  it("asks for low fetch priority for a picture seen only later", () => {
    render(<SiteImage image={image} later />);
    expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "low");
  });

  it("lets a caller mark the picture decorative", () => {
    const { container } = render(<SiteImage image={image} alt="" />);
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
