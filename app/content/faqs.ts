import type { Faq } from "./schema";

export const generalFaqs: Faq[] = [
  {
    question: "What areas do you serve?",
    answer:
      "We are based in Weston and work in Weston, Wellesley, Newton, Needham, Wayland, Lincoln, Sudbury and Concord. More broadly, we serve homeowners across Middlesex and Norfolk Counties within about a 25-mile radius of our shop. If you are not sure whether your town is in range, just ask.",
  },
  {
    question: "Are you licensed and insured?",
    answer:
      "Yes. We hold a Massachusetts Construction Supervisor License and are registered as a Home Improvement Contractor with the state. We carry general liability insurance and workers' compensation coverage for our crew, and we are glad to send certificates before any work begins.",
  },
  {
    question: "How long does a typical project take?",
    answer:
      "A kitchen remodel usually takes 4 to 8 weeks, a bathroom 2 to 4 weeks and a finished basement 6 to 10 weeks. Additions take longer because of foundations, framing and more inspections. Every schedule also depends on permit timing and how quickly selections like cabinets, tile and fixtures are made, so we give you a written timeline before we start.",
  },
  {
    question: "Do you offer free estimates?",
    answer:
      "Yes. The first consultation and estimate are free, and we respond to every inquiry within 1 business day. Mark will visit your home, listen to what you have in mind and follow up with a clear, itemized estimate.",
  },
  {
    question: "What makes Kendal Green Builders different?",
    answer:
      "The owner, Mark Hollander, is on site during your project, not just at the sales meeting. We build cabinetry and built-ins in our own woodshop, and one crew works on your house from start to finish. Our pricing is transparent and itemized, so you can see exactly what you are paying for.",
  },
  {
    question: "Do you handle permits and inspections?",
    answer:
      "Yes. We pull the building permits for your project and schedule the required inspections with your town. When a job needs review by a historic district commission, the conservation commission or the board of health for septic, we prepare the paperwork and walk you through the process.",
  },
];
