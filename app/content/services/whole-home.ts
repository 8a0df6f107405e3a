import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Whole-Home Renovations in Weston, MA",
  metaDescription:
    "Whole-home renovations of older New England houses: new wiring, insulation and layouts, carefully sequenced, with one crew and one schedule for every room.",
  summary:
    "Renovating an older house from top to bottom, with the wiring, insulation and structure done once and done right, on one schedule with one crew.",
  image: {
    art: "service-whole-home",
    alt: "Illustration of a cutaway New England home showing renovated rooms on every floor",
  },
  hero: {
    eyebrow: "Whole-Home Renovations",
    heading: "Bring an older house fully up to date, one plan for every room",
    lead: "When a house needs more than one room done, it pays to do it together. We plan the whole house at once, open each wall a single time and sequence the work so it makes sense for the house and for your family.",
  },
  facts: [
    { value: "1", label: "crew and one schedule for every room" },
    { value: "In-house", label: "woodshop for cabinetry, built-ins and trim" },
    { value: "Free", label: "consultation and itemized estimate" },
  ],
  intro: {
    heading: "Why renovate the whole house at once",
    paragraphs: [
      "Many of the homes we work on have been updated a room at a time for decades: a kitchen in the 1990s, a bath in the 2000s, a family room added somewhere along the way. Behind the walls there is often a patchwork of old and new wiring, no insulation in the exterior walls, undersized heating runs and plaster that has been skim-coated over and over. Renovating room by room means opening the same walls again and again.",
      "A whole-home renovation lets us fix the bones once. We replace knob-and-tube and old cloth wiring, upgrade the electrical service if it needs it, insulate and air seal every exterior wall we open, rework the layout where the house fights you, and then finish each room to the same standard. Your kitchen, baths, floors, trim and built-ins come together as one house instead of a collection of separate projects.",
    ],
  },
  benefits: {
    heading: "The advantages of one complete plan",
    items: [
      {
        icon: "layers",
        title: "Walls opened once",
        description:
          "Wiring, plumbing, insulation and ductwork are handled in a single rough-in instead of separate projects years apart.",
      },
      {
        icon: "calendar",
        title: "Sequenced to make sense",
        description:
          "Structure first, then mechanicals, then finishes, floor by floor or all at once, depending on whether you stay in the house.",
      },
      {
        icon: "thermometer",
        title: "A warmer, more efficient house",
        description:
          "Insulation, air sealing, better windows and modern heating and cooling make an old house comfortable through a New England winter.",
      },
      {
        icon: "paint",
        title: "A consistent finish",
        description:
          "Trim, doors, floors and cabinetry carried through the whole house, much of it made in our woodshop to match original details.",
      },
    ],
  },
  featureLists: [
    {
      title: "What's included",
      items: [
        "Whole-house assessment of structure, wiring, plumbing and insulation",
        "Floor plans, selections and a room-by-room itemized budget",
        "All permits and inspections for building, electrical and plumbing",
        "Demolition with containment for dust and lead-safe work practices in older homes",
        "Framing, mechanicals, insulation, drywall or plaster repair",
        "Kitchens, baths, flooring, trim, paint and built-ins through the house",
      ],
    },
    {
      title: "Upgrades we often fold in",
      items: [
        "Replacing knob-and-tube wiring and upgrading the electrical service",
        "Dense-pack or spray foam insulation and attic air sealing",
        "Heat pumps or new ductwork for central air",
        "Refinishing original wide-pine or oak floors",
        "Opening a closed-off kitchen to the living space",
        "Moving the laundry upstairs near the bedrooms",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Phased renovation while you live at home",
      description:
        "For families who are staying put. We work one zone at a time, keep a kitchen or temporary kitchen and a bathroom working, and seal off active areas from the rooms you are living in.",
      features: [
        "Work planned in zones with a clear schedule for each",
        "Zip walls, negative air and daily cleanup",
        "At least one working bathroom throughout",
        "Weekly updates on what is next and when",
      ],
    },
    {
      title: "Full renovation before you move in",
      description:
        "Just bought an older house? Renovating before you move in is usually the fastest and least disruptive way to do it all, since we can open up the whole house at once.",
      features: [
        "Scope and pricing ready to plan around your closing",
        "Whole-house rough-in done in one pass",
        "Floors refinished before furniture arrives",
        "A firm target for move-in",
      ],
    },
    {
      title: "Antique and older home renovation",
      description:
        "Houses from the 1700s to the early 1900s need a different touch. We keep what makes them special, like wide-board floors, original trim and fireplaces, while making them work for modern life.",
      features: [
        "Repairing and stiffening old timber framing",
        "Plaster repair or careful replacement",
        "Trim and moldings milled to match in our shop",
        "Modern systems routed without hurting original details",
      ],
    },
  ],
  process: {
    heading: "How a whole-home renovation runs",
    steps: [
      {
        step: 1,
        title: "Whole-house assessment",
        description:
          "We go through every floor, from basement to attic, to understand the structure and systems and to hear how you want to live in the house.",
        icon: "search",
      },
      {
        step: 2,
        title: "Plan, budget and schedule",
        description:
          "Plans, selections and an itemized budget room by room, plus a schedule that shows whether you stay home or move out and for how long.",
        icon: "clipboard",
      },
      {
        step: 3,
        title: "Structure and systems",
        description:
          "Demolition, framing repairs, new wiring, plumbing and ductwork, then insulation and air sealing, with inspections at each stage.",
        icon: "hard-hat",
      },
      {
        step: 4,
        title: "Rooms finished in order",
        description:
          "Walls closed, then kitchens and baths, cabinetry and built-ins, floors, trim and paint, finished in a sequence that keeps the trades out of each other's way.",
        icon: "hammer",
      },
      {
        step: 5,
        title: "Walkthrough and handoff",
        description:
          "We walk the whole house with you, close out the punch list and leave you with photos and notes on what is behind the walls.",
        icon: "key",
      },
    ],
  },
  cta: {
    heading: "Talk with us about the whole house",
    text: "Whether you have just bought an older home or have lived in yours for years, we will walk through it with you and put together a free, itemized estimate.",
    secondary: { label: "See how we plan a renovation", href: "/process" },
  },
};
