import type { LeadFields } from "../../../db/stored-values";

export type LeadEmailInput = { projectId: string; projectName: string; leadId: string; fields: LeadFields; source: string; created: Date; inboxUrl: string };

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ").slice(0, 80);
}

/** The notification for one lead: plain text, every answer, a link to it in the inbox, and Reply-To the sender. */
export function leadEmail(input: LeadEmailInput): { subject: string; text: string; replyTo: string | undefined } {
  const { fields } = input;
  const who = fields.name || fields.email || fields.phone || "a visitor";
  const lines = [
    `New lead for ${input.projectName} from ${input.source}, received ${input.created.toISOString().replace("T", " ").slice(0, 16)} UTC.`,
    "",
    ...(fields.name ? [`Name: ${fields.name}`] : []),
    ...(fields.email ? [`Email: ${fields.email}`] : []),
    ...(fields.phone ? [`Phone: ${fields.phone}`] : []),
    ...fields.custom.map((custom) => `${custom.label}: ${custom.value}`),
    ...(fields.message ? ["", "Message:", fields.message] : []),
    ...(fields.consent ? ["", `Consent given: ${fields.consent}`] : []),
    "",
    `Open it in your inbox: ${input.inboxUrl}`,
  ];
  return { subject: oneLine(`New lead from ${who} · ${input.projectName}`), text: lines.join("\n"), replyTo: fields.email || undefined };
}
