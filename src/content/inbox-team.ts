/**
 * Words of the inbox's team (src/components/inbox/ staff view, invite form, settings, enrolment
 * and the idle dialog): e-mail, roles, pending invitations, re-invitation after a lost passkey,
 * the device-key warning. Staff-facing; nothing here is shown on a public page.
 */
export const inboxTeamCopy = {
  invite: {
    email: "E-mail (for alerts)",
    emailHint: "Optional, but without it they get no e-mail when a request arrives.",
    emailInvalid: "Enter an e-mail address such as name@agency.example, or leave it empty.",
  },
  member: {
    email: (email: string | null) => (email ? `E-mail: ${email}.` : "No e-mail on file."),
    editEmail: "Change e-mail",
    emailLabel: (name: string) => `E-mail for ${name}`,
    saveEmail: "Save e-mail",
    cancel: "Cancel",
    emailSaved: (name: string) => `${name}'s e-mail was saved.`,
    makeAdmin: "Make administrator",
    makeStaff: "Make staff member",
    confirmRole: (name: string, admin: boolean) =>
      admin
        ? `Make ${name} an administrator? They can then invite, disable and change keys.`
        : `Make ${name} a staff member? They can no longer manage the team or the keys.`,
    roleChanged: (name: string, admin: boolean) =>
      `${name} is now ${admin ? "an administrator" : "a staff member"}.`,
    reinvite: "Re-invite (lost passkey)",
    confirmReinvite: (name: string) =>
      `Re-invite ${name}? When they use the new link, their old passkeys stop working and they are signed out everywhere. Their history stays. Then grant them access again.`,
    reinviteReady: (name: string) => `New passkey link for ${name} ready to copy.`,
    reinviteLink: (name: string, until: string) =>
      `New passkey link for ${name} (valid once, until ${until})`,
    needsGrant: (name: string) =>
      `${name} has no access to the requests yet: use “Grant access” once they have set up their passkey.`,
  },
  pending: {
    title: "Pending invitations",
    none: "No invitation is waiting to be used.",
    row: (role: string, email: string | null, until: string) =>
      `${role}${email ? `, ${email}` : ""}, valid until ${until}`,
    reinvite: "new passkey for an existing account",
    invitedBy: (name: string | null) => (name ? `Invited by ${name}.` : "Invited from the shell."),
    revoke: "Revoke",
    confirmRevoke: (name: string) => `Revoke the invitation for ${name}? Its link stops working.`,
    revoked: (name: string) => `The invitation for ${name} was revoked.`,
  },
  settings: {
    title: "My e-mail",
    label: "E-mail for alerts",
    hint: "Where the inbox sends alerts (a reference, a form type and a link; never what was sent).",
    save: "Save my e-mail",
    saved: "Your e-mail was saved.",
    cleared: "Your e-mail was removed: no alerts are sent to you.",
  },
};
