import { ArrowRight, type LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "./button";

type LinkButtonProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  link: { href: string; label: string };
  /** The decorative arrow after the words: ArrowRight to another page, ArrowDown down this one. */
  icon?: LucideIcon;
};

/** A link drawn as a button: its words, then an arrow. */
export function LinkButton({ link, icon: Icon = ArrowRight, ...button }: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <a href={link.href}>
        {link.label}
        <Icon aria-hidden="true" />
      </a>
    </Button>
  );
}
