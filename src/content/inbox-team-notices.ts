/**
 * The team's words the inbox shows outside its lazily loaded views (the workspace, enrolment,
 * the session's sign-out): kept apart from inbox-team.ts so the first visit carries only these.
 */
export const inboxTeamNotices = {
  deviceKey: {
    title: "Your key lives in this browser only",
    text: "Your passkey could not protect your key to the requests (this device does not offer it), so the key is kept in this browser. If you clear this browser's data, or use another browser or device, you cannot open requests until an administrator gives you access again. Add a passkey on a device that supports it (Settings) to avoid this.",
    dismiss: "I understand",
  },
  grants: {
    arrived: (count: number) =>
      count === 1
        ? "You were given access to the requests: they open now."
        : `You were given access to ${count} agency keys: the requests open now.`,
  },
  idle: {
    signedOut: (minutes: number) =>
      `You were signed out after ${minutes} ${minutes === 1 ? "minute" : "minutes"} without activity.`,
    text: (minutes: number) =>
      `The inbox signs out after ${minutes} ${minutes === 1 ? "minute" : "minutes"} without activity, to protect the requests.`,
  },
};
