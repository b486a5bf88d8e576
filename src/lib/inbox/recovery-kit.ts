import { recoveryKitCopy as copy } from "@/content/inbox-keys";
import { fingerprints } from "./fingerprint";

/** What a recovery kit holds: the recovery identity and the recipients it goes with. */
export type RecoveryKit = {
  /** `AGE-SECRET-KEY-1…`: opens every request, file and note sealed while it is active. */
  identity: string;
  recoveryRecipient: string;
  /** The agency recipients in use when the kit was made. */
  agencyRecipients: readonly string[];
  created: Date;
};

/** `beyond-care-recovery-kit-YYYY-MM-DD.txt` (the kit's UTC date). */
export const kitFileName = (created: Date) =>
  `beyond-care-recovery-kit-${created.toISOString().slice(0, 10)}.txt`;

/** The last characters the admin types back to confirm the kit was saved. */
export const KIT_CHECK_LENGTH = 6;

/** Whether `typed` is the identity's last characters (spaces and letter case aside). */
export const kitConfirmed = (kit: RecoveryKit, typed: string) =>
  typed.replace(/\s+/g, "").toUpperCase() === kit.identity.slice(-KIT_CHECK_LENGTH);

/**
 * The kit file in age-keygen's identity-file format: every line a `#` comment but the identity,
 * with `# created:` and `# public key:` as age-keygen writes them, so `age -d -i kit.txt` and
 * `npm run intake -- read --identity kit.txt` take the file as it is.
 */
export async function recoveryKitText(kit: RecoveryKit): Promise<string> {
  const prints = await fingerprints([kit.recoveryRecipient, ...kit.agencyRecipients]);
  const comment = (line: string) => (line ? `# ${line}` : "#");
  const lines = [
    comment(copy.fileTitle),
    `# created: ${kit.created.toISOString()}`,
    `# public key: ${kit.recoveryRecipient}`,
    "#",
    comment(copy.fileWhat),
    "#",
    comment(copy.recoveryLine(kit.recoveryRecipient, prints.get(kit.recoveryRecipient) ?? "")),
    ...kit.agencyRecipients.map((recipient) =>
      comment(copy.agencyLine(recipient, prints.get(recipient) ?? "")),
    ),
    "#",
    comment(copy.stepsTitle),
    ...copy.steps.map((step, index) => comment(`${index + 1}. ${step}`)),
    "#",
    kit.identity,
    "",
  ];
  return lines.join("\n");
}
