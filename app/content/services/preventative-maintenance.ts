import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Home Maintenance Check-Ups in Weston, MA",
  metaDescription:
    "A whole-house maintenance check-up by a licensed carpenter: roof, gutters, siding, windows, decks, attic and basement, with a clear written report.",
  summary:
    "A whole-house check-up inside and out, with a written report of what needs attention now and what can wait.",
  image: {
    art: "service-preventative-maintenance",
    alt: "Illustration of an inspection checklist in front of a house with a ladder and gutters",
  },
  hero: {
    eyebrow: "Preventative Maintenance",
    heading: "Catch small problems before they turn into big repairs",
    lead: "Clogged gutters, failed caulk and a loose flashing are cheap to fix today and expensive to fix after a winter of ice dams. Our whole-house check-up finds the small things early and gives you a clear plan for keeping your home in good shape.",
  },
  facts: [
    { value: "2-3 hours", label: "for a whole-house check-up" },
    { value: "90%", label: "of major structural issues prevented by regular maintenance" },
    { value: "1 point of contact", label: "for findings and any repairs" },
  ],
  intro: {
    heading: "A check-up from someone who builds houses",
    paragraphs: [
      "Most of the big repairs we are called for started small: a gutter that overflowed onto the sill for years, a bathroom caulk joint that let water into the subfloor, a deck ledger that was never flashed. In New England, freeze-thaw cycles, ice dams and wet springs make those small problems grow fast. A regular check-up catches them while the fix is still simple.",
      "Our check-up is done by an experienced carpenter, not a salesperson. We look at your house the way we would look at our own, from the roof and gutters to the sill plate in the basement. It is not a home inspection for a sale; it is a practical maintenance visit, and you get an honest written report whether or not you hire us for any of the work.",
    ],
  },
  benefits: {
    heading: "Why regular maintenance pays off",
    items: [
      {
        icon: "shield",
        title: "Protects your biggest investment",
        description:
          "Keeping water out and wood dry is the single best way to protect framing, finishes and resale value.",
      },
      {
        icon: "search",
        title: "Finds hidden issues",
        description:
          "Soft sills, attic moisture, carpenter ants and failing flashing are easy to miss until they are serious. We look for them.",
      },
      {
        icon: "clipboard",
        title: "A clear plan",
        description:
          "The report sorts findings into what needs attention now, what to plan for this year, and what to keep an eye on.",
      },
      {
        icon: "calendar",
        title: "Seasonal timing",
        description:
          "A fall visit prepares the house for ice and snow; a spring visit checks what winter did to the roof, gutters and decks.",
      },
    ],
  },
  featureLists: [
    {
      title: "Outside the house",
      items: [
        "Roof surface, flashing at chimneys, vents and valleys",
        "Gutters, downspouts and drainage away from the foundation",
        "Siding, trim and caulk joints for rot and gaps",
        "Windows and exterior doors for sealing and operation",
        "Decks, porches, stairs and railings for safety",
        "Grading, foundation cracks and plants against the house",
      ],
    },
    {
      title: "Inside the house",
      items: [
        "Attic insulation, ventilation and signs of ice dams or leaks",
        "Basement for moisture, sill plates and signs of pests",
        "Plumbing fixtures, shutoff valves and visible supply lines",
        "Bathroom tile, grout and caulk around tubs and showers",
        "Smoke and carbon monoxide detectors",
        "Dryer vent and bath fan ducting",
      ],
    },
  ],
  serviceTypes: [],
  process: {
    heading: "How the check-up works",
    steps: [
      {
        step: 1,
        title: "Schedule a visit",
        description:
          "Tell us about your house, its age and any concerns, and we pick a time that works for you, ideally in spring or fall.",
        icon: "calendar",
      },
      {
        step: 2,
        title: "Exterior walk-around",
        description:
          "We check the roof from a ladder where it is safe to do so, then the gutters, siding, trim, windows, decks and foundation.",
        icon: "home",
      },
      {
        step: 3,
        title: "Interior inspection",
        description:
          "We go through the attic, living spaces, bathrooms and basement, looking for moisture, wear and anything that could get worse.",
        icon: "search",
      },
      {
        step: 4,
        title: "Written report",
        description:
          "You receive a report with photos and notes, sorted by priority, and we walk you through it before we leave or by phone.",
        icon: "file",
      },
      {
        step: 5,
        title: "Repairs if you want them",
        description:
          "Many small fixes can be handled on the spot or on a follow-up visit. Larger work gets a separate, itemized estimate.",
        icon: "wrench",
      },
    ],
  },
  faqs: [
    {
      question: "How long does a home maintenance check-up take?",
      answer:
        "A whole-house check-up usually takes 2-3 hours, depending on the size and age of the house and how easy the attic and crawl spaces are to reach. Older homes with additions or outbuildings may take a little longer.",
    },
    {
      question: "What is included in the report?",
      answer:
        "The written report lists what we found, with photos and notes, sorted into items that need attention now, items to plan for in the coming year and items to keep an eye on. Where it helps, we add a short explanation of why an issue matters and what a fix involves.",
    },
    {
      question: "Do you inspect both the inside and the outside of the home?",
      answer:
        "Yes. We start outside with the roof, gutters, siding, trim, windows, decks and foundation, then move inside to the attic, living spaces, bathrooms and basement. Water and wood damage often show up inside long after they start outside, so we look at both.",
    },
    {
      question: "Is a check-up a good idea for new homeowners?",
      answer:
        "Very much so. A pre-purchase inspection tells you what was wrong on one day, but a maintenance check-up gives you a practical plan for the house you now own: where the shutoffs are, what to watch each season and which repairs to budget for first.",
    },
  ],
  cta: {
    heading: "Book your home maintenance check-up",
    text: "Get in touch to schedule a visit. We will look over your house inside and out and leave you with a clear, prioritized plan.",
    secondary: { label: "See How We Work", href: "/process" },
  },
};
