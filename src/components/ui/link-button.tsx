import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/content/icons";
import { Button, type ButtonProps } from "./button";

type LinkButtonProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  link: { href: string; label: string };
  /** The decorative arrow after the words: "arrow-right" to another page, "arrow-down" down this one. */
  icon?: IconName;
};

/** A link drawn as a button: its words, then an arrow. */
export function LinkButton({ link, icon = "arrow-right", ...button }: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <a href={link.href}>
        {link.label}
        <Icon name={icon} />
      </a>
    </Button>
  );
}
