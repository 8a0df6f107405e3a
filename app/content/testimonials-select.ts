import { testimonials } from "./testimonials";

/** The six testimonials held for the home page. */
export const homeTestimonials = testimonials.filter((t) => t.onHome);
