/**
 * The business's identity, claims and promises (app/content/settings/business.yaml):
 * the ONE place to change a phone number, an address, the hours or a claim.
 */
export { business } from "virtual:content/business";
export { claims } from "virtual:content/claims";
export { promises } from "virtual:content/promises";
export { serviceAreaLine } from "virtual:content/serviceAreaLine";
