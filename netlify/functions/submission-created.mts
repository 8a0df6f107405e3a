/**
 * Netlify runs this for each verified form submission (its `submission-created` event): the
 * office gets an e-mail per inquiry or application, the sender a confirmation. The work is in
 * ../lead-mail.ts; docs/forms.md says how to set it up (SMTP_URL, LEADS_TO, LEADS_FROM).
 */
import { handleSubmission } from "../lead-mail.ts";

export default async (request: Request): Promise<Response> => handleSubmission(await request.text());
