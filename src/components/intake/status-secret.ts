import { createContext } from "react";

/**
 * The stored request's status link, from the intake's shell (intake-form.tsx) to the panel
 * inside whichever confirmation the form shows (status-link-panel.tsx): each confirmation
 * mounts the panel with one line, and no form passes the secret through its props.
 */
export const StatusLinkContext = createContext<{ secret: string; reference: string } | null>(null);
