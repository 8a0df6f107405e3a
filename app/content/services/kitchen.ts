import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Kitchen Remodeling in Weston, MA",
  metaDescription:
    "Kitchen remodeling in Weston and nearby towns: layout changes, cabinetry from our own woodshop, careful dust control and one crew from demo to final inspection.",
  summary:
    "New layouts, cabinetry built in our own woodshop and a crew that keeps the rest of your house clean while the kitchen comes apart and goes back together.",
  image: {
    art: "service-kitchen",
    alt: "Illustration of a remodeled kitchen with white shaker cabinets, a walnut-topped island and brass pendant lights",
  },
  hero: {
    eyebrow: "Kitchen Remodeling",
    heading: "A kitchen that fits the way your family actually cooks",
    lead: "We plan the layout with you, build the cabinets in our Weston shop and run the job ourselves, so the kitchen you sketched at the table is the kitchen you get.",
  },
  facts: [
    { value: "4-8 weeks", label: "typical construction time" },
    { value: "15-25%", label: "of the project's cost added to resale value" },
    { value: "In-house", label: "cabinetry from our Weston woodshop" },
  ],
  intro: {
    heading: "Built around the house you have",
    paragraphs: [
      "Most kitchens we open up in this area were last touched in the 1980s or earlier, and many sit in colonials and capes where the kitchen was never meant to be the center of the house. We start by looking at how you move between the sink, the range and the table, then work out what the walls, joists and wiring will let us change. Sometimes the right answer is taking out a wall and carrying the load on a new beam. Sometimes it is simply turning the island ninety degrees.",
      "Because the cabinetry comes out of our own woodshop, we are not limited to stock box sizes. We can fill the odd 14-inch gap beside a chimney, scribe a run of uppers to a wall that is an inch out of plumb, and build an island at the height that suits the person who does most of the cooking. Mark Hollander is on site through the job, and the same carpenters who start the demo hang the last door.",
    ],
  },
  benefits: {
    heading: "Why homeowners trust us with their kitchen",
    items: [
      {
        icon: "pencil-ruler",
        title: "Layouts drawn to your house",
        description:
          "We measure everything, including the out-of-square corners, and draw a plan you can walk through before any demolition starts.",
      },
      {
        icon: "hammer",
        title: "Cabinets made in our shop",
        description:
          "Face-frame or inset, painted or stained, built to the inch in our Weston woodshop rather than ordered from a catalog.",
      },
      {
        icon: "shield",
        title: "Dust stays in the kitchen",
        description:
          "Zip walls, sealed doorways, floor protection on the way in and a HEPA air scrubber running while we cut and sand.",
      },
      {
        icon: "dollar",
        title: "Itemized pricing up front",
        description:
          "Cabinetry, counters, electrical, plumbing and finishes are priced line by line, so you can see where the budget goes and adjust it.",
      },
    ],
  },
  featureLists: [
    {
      title: "What's included",
      items: [
        "Design consultation, measured drawings and a written scope",
        "Building and electrical permits, with inspections scheduled by us",
        "Demolition, haul-away and full dust protection for the rest of the house",
        "Custom cabinetry and trim from our woodshop",
        "Coordination of licensed electricians, plumbers and countertop fabricators",
        "Final walkthrough with a punch list we close out in writing",
      ],
    },
    {
      title: "Popular upgrades",
      items: [
        "Islands with seating, prep sinks or a built-in microwave drawer",
        "Soapstone, quartz or honed granite counters",
        "Range hoods vented outside, with make-up air when a large hood needs it",
        "Walk-in or cabinet-style pantries with pull-out shelves",
        "Under-cabinet lighting and dimmable recessed cans",
        "Beverage stations, coffee bars and appliance garages",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Full kitchen remodel",
      description:
        "Down to the studs and back, often with a new layout. This is when we fix what is behind the walls: undersized circuits, old galvanized supply lines and the occasional stretch of knob-and-tube.",
      features: [
        "New layout and measured plans",
        "Updated wiring, lighting and dedicated appliance circuits",
        "Insulation and air sealing on exterior walls while they are open",
        "New flooring, cabinetry, counters and backsplash",
      ],
    },
    {
      title: "Opening up to the living space",
      description:
        "Removing or shortening a wall between the kitchen and the dining or family room, with the load carried on an engineered beam sized for your house.",
      features: [
        "Structural review and beam sizing before demolition",
        "Flush or dropped beams, trimmed to match the rest of the house",
        "Floor patching where walls come out, including old oak and pine",
        "Heating runs and wiring rerouted out of the removed wall",
      ],
    },
    {
      title: "Cabinet and counter refresh",
      description:
        "For kitchens with a layout that already works. We replace the cabinetry and tops and update lighting, leaving the walls and plumbing where they are.",
      features: [
        "New cabinet boxes and doors built to the existing footprint",
        "Template, fabrication and install of new counters",
        "New sink, faucet and backsplash tile",
        "Typically a shorter schedule than a full remodel",
      ],
    },
  ],
  process: {
    heading: "How a kitchen remodel runs",
    steps: [
      {
        step: 1,
        title: "Consultation and measuring",
        description:
          "We walk the kitchen with you, talk through how you use it and take the measurements and photos we need for a plan and an itemized estimate.",
        icon: "messages",
      },
      {
        step: 2,
        title: "Design and selections",
        description:
          "We draw the layout and cabinet elevations, and help you pick counters, tile, fixtures and appliances early so long lead times do not hold up the job.",
        icon: "pencil-ruler",
      },
      {
        step: 3,
        title: "Permits and a temporary kitchen",
        description:
          "We pull the permits and, if you like, set up a temporary kitchen with your refrigerator, a microwave and a folding table somewhere out of the dust.",
        icon: "file",
      },
      {
        step: 4,
        title: "Demolition and rough-in",
        description:
          "The room is sealed off and opened up. Framing, plumbing, wiring and ductwork are roughed in and inspected before the walls close.",
        icon: "hard-hat",
      },
      {
        step: 5,
        title: "Cabinets, counters and finish",
        description:
          "Our cabinets go in, counters are templated and set, then tile, trim, paint and fixtures. We finish with a walkthrough and a written punch list.",
        icon: "sparkles",
      },
    ],
  },
  cta: {
    heading: "Start planning your kitchen",
    text: "Tell us what is not working in your kitchen today. We will come out, measure and give you a free, itemized estimate.",
    secondary: { label: "See kitchens we've built", href: "/portfolio" },
  },
};
