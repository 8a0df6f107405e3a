/** The general questions (app/content/faqs/*.yaml), in order. */
export { generalFaqs } from "virtual:content/generalFaqs";
