/**
 * The project inquiry's draft (session storage), and how another page fills it: the estimator's
 * "Send this to us" chooses the project type and budget and adds its line and its figures, keeping
 * whatever the visitor has typed in the form earlier in this visit.
 */
import { loadDraft, saveDraft } from "~/lib/draft-storage";

export const INQUIRY_DRAFT_KEY = "project-inquiry-draft";

/** The hidden field that carries the estimate's inputs and range to the office. */
export const ESTIMATE_FIELD = "estimate";

/**
 * Fills the inquiry's draft with an estimate: the project type and budget (when one is given), the
 * estimate's figures, and its line in the message: the line of an earlier estimate (starting with
 * the same words) is replaced, and anything else the visitor wrote is kept.
 */
export function prefillInquiry(estimate: {
  projectType: string;
  budget?: string;
  line: string;
  /** the words every such line starts with, to find an earlier one */
  linePrefix: string;
  figures: string;
}): void {
  const draft = loadDraft<Record<string, string>>(INQUIRY_DRAFT_KEY) ?? {};
  const typed = (draft.message ?? "")
    .split("\n")
    .filter((line) => !(estimate.linePrefix && line.startsWith(estimate.linePrefix)))
    .join("\n")
    .trim();
  saveDraft(INQUIRY_DRAFT_KEY, {
    ...draft,
    "project-type": estimate.projectType,
    ...(estimate.budget ? { budget: estimate.budget } : {}),
    [ESTIMATE_FIELD]: estimate.figures,
    message: typed ? `${estimate.line}\n\n${typed}` : estimate.line,
  });
}
