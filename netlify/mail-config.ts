/**
 * The mail settings shared by the lead e-mails (netlify/lead-mail.ts, at run time) and the owner's
 * notice of a failed build (netlify/plugins/owner-notice, at build time): SMTP_URL, LEADS_TO and
 * LEADS_FROM, all three or none (no mail).
 */
export function readMailConfig(env: Record<string, string | undefined> = process.env) {
  const smtpUrl = env.SMTP_URL?.trim() ?? "";
  const to = env.LEADS_TO?.trim() ?? "";
  const from = env.LEADS_FROM?.trim() ?? "";
  if (!smtpUrl && !to && !from) return null;
  const missing = Object.entries({ SMTP_URL: smtpUrl, LEADS_TO: to, LEADS_FROM: from })
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length)
    throw new Error(`Lead e-mails need SMTP_URL, LEADS_TO and LEADS_FROM together; ${missing.join(", ")} not set.`);
  return { smtpUrl, to, from };
}

export type MailConfig = ReturnType<typeof readMailConfig>;
