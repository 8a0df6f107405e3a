/** The reviews (app/content/testimonials/*.yaml), newest first; `homeTestimonials` are those marked for the home page. */
export { homeTestimonials } from "virtual:content/homeTestimonials";
export { testimonials } from "virtual:content/testimonials";
