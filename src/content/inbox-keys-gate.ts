/**
 * The few words the workspace shows on every view (src/components/inbox/keys-gate.tsx), apart
 * from the rest of the keys' words (inbox-keys.ts), which load with the set-up and Settings.
 */
export const keysGateCopy = {
  banner:
    "Requests are sealed to the sample keys, which anyone can read: set up the agency's keys.",
  kitConfirmed: "The recovery kit is saved. The inbox is ready.",
} as const;
