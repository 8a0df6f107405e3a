import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Deck Builders & Porch Contractors in Weston, MA",
  metaDescription:
    "New decks, farmer's porches and screened porches in cedar, mahogany or composite, built on frost-depth footings and fully permitted.",
  summary:
    "Cedar, mahogany and composite decks, farmer's porches and screened porches, built on proper footings and permitted.",
  image: {
    art: "service-decks",
    alt: "Illustration of a cedar deck with railings and steps leading up to a covered porch",
  },
  hero: {
    eyebrow: "Decks & Porches",
    heading: "Decks and porches built for New England winters",
    lead: "A deck or porch has to handle freeze-thaw cycles, snow loads and wet springs year after year. We build from the footings up, with the framing, flashing and fasteners that keep outdoor spaces solid and safe for decades.",
  },
  facts: [
    { value: "Free", label: "site visit and estimate" },
    { value: "100%", label: "licensed and insured in Massachusetts" },
    { value: "1 point of contact", label: "from permit to final inspection" },
  ],
  intro: {
    heading: "What is under the boards matters most",
    paragraphs: [
      "Most failing decks we see around Wellesley and Sudbury look fine from above. The trouble is underneath: footings that were never taken below frost, ledger boards nailed to the house with no flashing, and joists rotting where water sits. In Massachusetts, footings need to go down at least 48 inches to stay below the frost line, and when we hit ledge, as we often do in Weston and Lincoln, we pin the piers to the rock instead of guessing.",
      "Above the framing, we help you choose decking and railings that suit the house and how much upkeep you want. Western red cedar and Spanish cedar weather beautifully, mahogany and ipe are dense and long-lived, and composite or PVC decking gives you years without sanding or staining. Trim, fascia and skirting are often done in Azek so they never need paint.",
    ],
  },
  benefits: {
    heading: "Built right from the ground up",
    items: [
      {
        icon: "hard-hat",
        title: "Frost-depth footings",
        description:
          "Concrete piers taken below the 48-inch frost line, or pinned to ledge, so the deck never heaves or settles.",
      },
      {
        icon: "droplets",
        title: "Flashed and drained",
        description:
          "Ledgers bolted through the rim and flashed, joist tape on the framing, and gaps that let water and leaves through.",
      },
      {
        icon: "shield",
        title: "Code-compliant railings",
        description:
          "Guard posts blocked and bolted to resist load, with baluster spacing and heights that pass inspection the first time.",
      },
      {
        icon: "sun",
        title: "Made for the way you live",
        description:
          "Grilling stations, built-in benches, stairs to the yard and porch ceilings with fans, planned around your summer days.",
      },
    ],
  },
  featureLists: [
    {
      title: "Decking and trim materials",
      items: [
        "Western red cedar and white cedar",
        "Genuine mahogany and ipe hardwood",
        "Composite decking from Trex and TimberTech",
        "PVC decking for low maintenance and no splinters",
        "Azek trim, fascia and skirting that never needs paint",
        "Pressure-treated framing with stainless or coated fasteners",
      ],
    },
    {
      title: "Options and add-ons",
      items: [
        "Hidden fastener systems for a clean surface",
        "Cable, aluminum or traditional wood railings",
        "Low-voltage post cap and stair lighting",
        "Lattice or board skirting with access doors",
        "Tongue-and-groove porch ceilings and ceiling fans",
        "Screen panels that come out for winter",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Decks",
      description:
        "Single-level, multi-level and walkout decks off kitchens and family rooms, sized for dining, grilling and sitting in the sun.",
      features: [
        "Frost-depth concrete footings",
        "Ledger flashed and through-bolted to the house",
        "Wide stairs with landings where the grade drops",
        "Built-in benches and planters",
      ],
    },
    {
      title: "Farmer's and front porches",
      description:
        "Covered porches with real columns, beadboard ceilings and proper roofs, in proportion with the colonial or farmhouse behind them.",
      features: [
        "Tied into the existing roofline and flashed",
        "Tongue-and-groove mahogany or fir floors",
        "Turned or square columns wrapped in Azek",
        "Historic details for antique homes",
      ],
    },
    {
      title: "Screened porches",
      description:
        "Bug-free summer rooms on new or existing decks, with a roof, screens and room for a table or a daybed.",
      features: [
        "Removable screen and storm panels",
        "Electrical for fans, lights and outlets",
        "Insect screening under the floor boards",
      ],
    },
    {
      title: "Deck repair and rebuilds",
      description:
        "New surfaces and railings on sound framing, or a full tear-down when the structure underneath is no longer safe.",
      features: [
        "Structural check of footings, ledger and joists",
        "Board and railing replacement",
        "Stair rebuilds to current code",
      ],
    },
  ],
  process: {
    heading: "Our deck and porch process",
    steps: [
      {
        step: 1,
        title: "Site visit",
        description:
          "We look at the grade, the house wall, sun and drainage, and talk about how you want to use the space.",
        icon: "map-pin",
      },
      {
        step: 2,
        title: "Design and permits",
        description:
          "We draw the plan, prepare framing details and handle the building permit and any zoning or conservation questions with the town.",
        icon: "file",
      },
      {
        step: 3,
        title: "Footings and framing",
        description:
          "Footings are dug and inspected, then we set posts, beams and joists and flash the ledger before any decking goes down.",
        icon: "hard-hat",
      },
      {
        step: 4,
        title: "Decking and railings",
        description:
          "We install the decking, stairs, railings and trim, with hidden fasteners and clean, consistent board spacing.",
        icon: "hammer",
      },
      {
        step: 5,
        title: "Final inspection",
        description:
          "We meet the building inspector for the final sign-off, clean up the yard and walk you through care of your materials.",
        icon: "check",
      },
    ],
  },
  cta: {
    heading: "Plan your new deck or porch",
    text: "Get a free site visit and estimate. We will look at your yard and your house and talk through materials and layout.",
    secondary: { label: "Read Client Reviews", href: "/testimonials" },
  },
};
