/** SMTP_URL, LEADS_TO and LEADS_FROM: all three, or none (no mail). */
export type MailConfig = { smtpUrl: string; to: string; from: string } | null;
export declare function readMailConfig(env?: Record<string, string | undefined>): MailConfig;
