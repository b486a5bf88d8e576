/**
 * The daily audit-head e-mail to the admins: the day and the head (the audit chain's last row,
 * id and hash), and what to do with it. No names, no request: only numbers about the chain.
 */
export function composeAuditHead(day: string, head: string) {
  return {
    subject: `Audit head on ${day}`,
    text: [
      `Audit head on ${day}: ${head}`,
      "This is the last row of the intake's audit trail (its number and hash) as this e-mail was sent. Keep this e-mail where the server cannot reach it.",
      `To check later that no audit row up to it was removed or rewritten, run on the server:\n\n  npm run intake -- audit-verify --expect-head ${head}\n\nIt must answer OK. BROKEN means rows were cut from the end of the trail or the trail was rewritten: treat it as an incident.`,
      "Compare it with the earlier e-mails and with the head the inbox's Audit view shows: the number only grows.",
      "This e-mail carries no names and no request data.",
    ]
      .join("\n\n")
      .concat("\n"),
  };
}
