/**
 * Words of the inbox's keys: the first set-up, the recovery kit, the keys page and the banner
 * while the samples are in use (src/components/inbox/). Staff-facing only.
 */
export const recoveryKitCopy = {
  title: "Recovery kit",
  fileTitle: "Beyond Care Home Health: recovery kit (keep offline, in a safe)",
  fileWhat:
    "This file holds the agency's recovery identity (the line starting AGE-SECRET-KEY-1). Every request, file and note is sealed to it too, so it alone opens them all if every passkey is lost.",
  recoveryLine: (recipient: string, print: string) =>
    `Recovery recipient: ${recipient} (fingerprint ${print})`,
  agencyLine: (recipient: string, print: string) =>
    `Agency recipient: ${recipient} (fingerprint ${print})`,
  stepsTitle: "How to keep it",
  steps: [
    "Print this kit (or copy this file to a USB stick kept for it) and delete the downloaded file from this computer.",
    "Keep the paper in the office safe or a bank deposit box, in a sealed envelope marked with the date.",
    "Never e-mail it, photograph it, put it in a shared folder or type it into a chat.",
    "Only the agency's administrator or owner opens it: to read requests when every passkey is lost (npm run intake -- read --identity <this file>, or import it in the inbox with the recovery box ticked).",
    "If it is lost or someone else may have seen it, replace the recovery key in the inbox (Settings, Keys) and destroy this one.",
  ],
  identity: "Recovery identity",
  recipients: "Recipients",
  created: (date: string) => `Made on ${date}.`,
  kindRecovery: "Recovery",
  kindAgency: "Agency",
  fingerprintOf: (print: string) => `Fingerprint ${print}`,
  print: "Print the kit",
  download: "Download the kit file",
  downloaded: "The kit file was downloaded.",
  confirmIntro:
    "Once it is printed or saved, type the last 6 characters of the recovery identity to confirm. The inbox will not show it again.",
  confirmLabel: "Last 6 characters of the recovery identity",
  confirm: "I saved the kit",
  confirmWrong:
    "These are not the last 6 characters of the recovery identity. Check the printed or downloaded kit.",
} as const;

export const keysCopy = {
  setUp: {
    title: "Set up the agency's keys",
    intro:
      "This makes, in this browser, the agency key (for everyday work) and the recovery key (kept offline, on paper). Requests sent from then on are sealed to both; the recovery key never leaves this page except as the kit you print or download.",
    button: "Set up the agency's keys",
    busy: "Making the keys…",
    agencyLabel: "Agency key",
    recoveryLabel: (date: string) => `Recovery key ${date}`,
    done: "The agency's keys are set up. Save the recovery kit now.",
    importInstead: "Or import a key made with npm run intake -- keygen",
  },
  page: {
    title: "Keys",
    forAdmins: "The agency's keys are managed by administrators.",
    intro:
      "The website seals every request, file and note to the keys in use: the agency key (granted to each colleague) and the recovery key (on paper, offline). Compare fingerprints with the printed kit.",
    loading: "Loading the keys…",
    loadFailed: "The keys did not load.",
    none: "No key is registered yet: the website uses the sample keys.",
    kind: { agency: "Agency key", recovery: "Recovery key" },
    inUse: "In use",
    retired: "Retired",
    fingerprint: "Fingerprint",
    recipient: "Recipient",
    added: (date: string, by: string | null) => `Added ${date}${by ? ` by ${by}` : ""}`,
    retiredOn: (date: string, by: string | null) => `Retired ${date}${by ? ` by ${by}` : ""}`,
    pinned:
      "The pages were built with fixed recipients (INTAKE_RECIPIENTS) that are not the keys in use: requests from those pages are refused or sealed to old keys. Rebuild the site with:",
    pinnedCurrent: "The pages were built with fixed recipients (INTAKE_RECIPIENTS): they match.",
    replace: "Replace the recovery key",
    replaceWhy:
      "If the recovery kit is lost, or someone else may have seen it: a new recovery key and a new kit. Nothing old is resealed: the old recovery identity still opens the requests sealed before today, so destroy the old kit if it was exposed.",
    replaceConfirm: "Replace the recovery key? You will print or download a new kit right away.",
    replaceLabel: (date: string) => `Recovery key ${date}`,
    replaced:
      "A new recovery key is in use. The old recovery identity still opens requests sealed before today: destroy the old kit if it was exposed.",
    rotate: "Rotate the agency key",
    rotateWhy:
      "If the agency key may have been copied (a lost computer, someone who left): a new agency key for new requests, granted to every active colleague. Old requests stay readable; the recovery kit still opens everything.",
    rotateConfirm: "Rotate the agency key? New requests will be sealed to a new key.",
    rotatedLabel: (date: string) => `Agency key ${date}`,
    noRecovery:
      "No recovery key is registered: if every passkey is lost, no one can read the requests. Make one now.",
    makeRecovery: "Make a recovery key",
  },
  rotation: {
    newRecipient: "The new agency key is in use for new requests:",
    fingerprint: (print: string) => `Fingerprint ${print}. It is listed in Settings, Keys.`,
    rotated: "A new agency key is in use.",
  },
  sealedTo: {
    retired:
      "This request was sealed to a retired key. If it arrived after the key was retired, the website's pages may have fixed recipients: see Settings, Keys.",
  },
} as const;
