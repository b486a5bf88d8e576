import { Icon } from "@/components/ui/icon";
import type { ComponentProps, ReactNode } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { uiCopy } from "@/content/ui";

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> & {
  /** The dialog's accessible name, its heading. */
  title: ReactNode;
  /** Its accessible description, under the title. */
  description: ReactNode;
  /** Visible text of the built-in close button. */
  closeLabel?: string;
};

/**
 * Modal panel with an overlay: the title and description as its header (every dialog has
 * both, so a screen reader names and describes it), then `children`. Focus is trapped
 * inside, Escape and the "Close" button close it, and focus returns to the trigger. The
 * fade/zoom only runs when the user allows motion.
 */
export function DialogContent({
  className,
  children,
  title,
  description,
  closeLabel = uiCopy.close,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-brand-950/60 motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:opacity-0"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto",
          "rounded-xl bg-canvas p-6 text-ink shadow-lifted sm:p-8",
          "motion-safe:transition-[opacity,scale] motion-safe:duration-200 motion-safe:starting:scale-95 motion-safe:starting:opacity-0",
          className,
        )}
        {...props}
      >
        <div className="absolute top-2 right-2 sm:top-3 sm:right-3">
          <DialogPrimitive.Close className={buttonVariants({ variant: "ghost", size: "sm" })}>
            <Icon name="x" strokeWidth={1.75} />
            {closeLabel}
          </DialogPrimitive.Close>
        </div>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    // Right padding keeps the title clear of the Close button in the top corner.
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-2 pr-24", className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-2xl leading-snug font-bold text-brand-900", className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-muted", className)}
      {...props}
    />
  );
}
