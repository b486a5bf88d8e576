import type { InsuranceProvider } from "@/content/insurance/providers";

type Logo = Pick<InsuranceProvider, "logo">;

/** A provider's logo (decorative: its name is always written beside it). */
export function ProviderWordmark({
  provider,
  className,
  lazy = false,
}: {
  provider: Logo;
  className: string;
  /** Below the fold: load it when it nears the viewport. */
  lazy?: boolean;
}) {
  return (
    <img
      src={provider.logo}
      alt=""
      width={240}
      height={80}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      className={className}
    />
  );
}
