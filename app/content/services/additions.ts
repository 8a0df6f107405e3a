import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Home Additions in Weston, MA",
  metaDescription:
    "Home additions that look original to the house: zoning and septic checked early, foundations done right and rooflines, trim and siding matched by hand.",
  summary:
    "Family rooms, primary suites, mudrooms and second stories that look like they were always part of the house, planned around zoning, septic and structure.",
  image: {
    art: "service-additions",
    alt: "Illustration of a colonial house with a new two-story addition on its side",
  },
  hero: {
    eyebrow: "Home Additions",
    heading: "More room without leaving the house you love",
    lead: "An addition should look like it was built with the house. We check what your lot and town allow before you spend on plans, then build it with trim, siding and rooflines that belong.",
  },
  facts: [
    { value: "50-80%", label: "of an addition's cost typically recouped at resale" },
    { value: "1", label: "point of contact from feasibility to final inspection" },
    { value: "Free", label: "consultation and site walk-through" },
  ],
  intro: {
    heading: "Adding on is mostly about what you can't see yet",
    paragraphs: [
      "Many families in Weston, Sudbury and Lincoln love their neighborhood and their lot but have run out of room: a cape with two small bedrooms upstairs, a colonial with no mudroom, a ranch that needs a primary suite on the first floor. An addition is often the best answer, but it is also the project with the most questions that need answers early. Where can you build under the zoning bylaw? Will the septic system support another bedroom? What is underground where the foundation needs to go?",
      "We work through those questions with you before anyone draws a final plan, so the design fits the lot, the budget and the rules. During construction we keep the new work closed off from the rest of the house until the day we open the wall between them, and we tie the two together so the floor, ceiling, trim and siding line up. From the street, the goal is that nobody can tell where the old house ends.",
    ],
  },
  benefits: {
    heading: "Why build your addition with us",
    items: [
      {
        icon: "search",
        title: "Feasibility before design",
        description:
          "We look at setbacks, lot coverage, septic or sewer and site conditions first, so you are not paying for plans the town will not approve.",
      },
      {
        icon: "home",
        title: "Looks like it belongs",
        description:
          "Roof pitch, eave details, window proportions, clapboard exposure and trim profiles are matched to the original house.",
      },
      {
        icon: "hard-hat",
        title: "Sound structure",
        description:
          "Frost-protected footings, engineered framing where spans call for it, and a proper connection to the existing house.",
      },
      {
        icon: "handshake",
        title: "One team throughout",
        description:
          "We coordinate the architect or designer, engineer, surveyor and trades, and Mark is your point of contact from start to finish.",
      },
    ],
  },
  featureLists: [
    {
      title: "What's included",
      items: [
        "Feasibility review of zoning, septic or sewer and site conditions",
        "Coordination with your architect or designer and a structural engineer",
        "Building permits and, when needed, zoning board applications",
        "Excavation, foundation, framing, roofing, windows and siding",
        "Plumbing, electrical, heating and cooling for the new space",
        "Tie-in to the existing house, interior finishes and final inspection",
      ],
    },
    {
      title: "Popular addition types",
      items: [
        "First-floor primary suites for living on one level",
        "Family rooms off the kitchen",
        "Mudrooms with lockers, benches and a laundry",
        "Second-story additions over an existing ranch or garage",
        "Sunrooms and four-season porches",
        "In-law suites with a private entrance",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Side and rear additions",
      description:
        "The most common kind: a new wing or bump-out on its own foundation, often a family room, kitchen extension or primary suite.",
      features: [
        "New full foundation or crawlspace below frost depth",
        "Rooflines tied in to the main house",
        "Floor heights matched so there is no step between old and new",
        "Siding and trim woven into the existing walls",
      ],
    },
    {
      title: "Second-story additions",
      description:
        "Building up instead of out, which can work well on tight lots or where septic and setbacks limit a bigger footprint.",
      features: [
        "Engineering review of existing walls and footings",
        "Temporary weather protection while the roof is off",
        "New stair placed to work with the first-floor plan",
        "Full dormers or a new roof over the whole house",
      ],
    },
    {
      title: "Mudrooms and small bump-outs",
      description:
        "Modest additions that solve everyday problems, like a proper entry from the garage or a few more feet for a cramped kitchen.",
      features: [
        "Built-in lockers, cubbies and benches from our woodshop",
        "Durable tile or slate floors",
        "Laundry hookups and a utility sink",
        "Shorter timeline and simpler permitting",
      ],
    },
  ],
  process: {
    heading: "How an addition comes together",
    steps: [
      {
        step: 1,
        title: "Feasibility and design",
        description:
          "We walk the lot, review zoning, septic or sewer and site conditions, and work with a designer and engineer on plans and an itemized budget.",
        icon: "pencil-ruler",
      },
      {
        step: 2,
        title: "Permits and approvals",
        description:
          "We prepare and file the building permit, plus any zoning board, conservation or board of health applications the project needs.",
        icon: "file",
      },
      {
        step: 3,
        title: "Foundation and shell",
        description:
          "Excavation, footings and foundation, then framing, roofing, windows and siding, so the addition is weathertight before interior work.",
        icon: "hard-hat",
      },
      {
        step: 4,
        title: "Tie-in and finishes",
        description:
          "Mechanicals are roughed in and inspected, the wall to the existing house is opened, and we finish the interior to match the rest of your home.",
        icon: "key",
      },
    ],
  },
  considerations: [
    {
      icon: "map-pin",
      title: "Zoning and setbacks",
      description:
        "Every town sets minimum distances from property lines and limits on lot coverage and height. Older homes are often already nonconforming, which can mean a special permit or a finding from the zoning board. We check this first, often with a plot plan from a surveyor.",
    },
    {
      icon: "droplets",
      title: "Septic or sewer capacity",
      description:
        "In towns on private septic, Title 5 ties system size to the number of bedrooms, so adding a bedroom may require a septic upgrade and board of health approval. On town sewer, we confirm the connection and drain slopes can handle new fixtures.",
    },
    {
      icon: "home",
      title: "Matching the roofline and siding",
      description:
        "An addition looks tacked on when the roof pitch, overhangs or trim are off. We match pitch and eave details, source clapboard or shingles with the same exposure, and mill trim profiles in our shop when they are not sold anymore.",
    },
    {
      icon: "layers",
      title: "Structure and foundation",
      description:
        "New footings must sit below frost depth, and ledge or wet soil can change how we dig. Second stories need an engineer to confirm the existing walls and footings can carry the load, and the new frame has to tie in to the old one properly.",
    },
    {
      icon: "dollar",
      title: "Budget and financing",
      description:
        "Additions are a significant investment. We give you an itemized estimate early so you can line up a home equity line or construction loan, decide where to spend, and plan a contingency for what older houses sometimes hide.",
    },
  ],
  cta: {
    heading: "Find out what your lot allows",
    text: "Before you hire a designer, let us walk the property with you. The first consultation and estimate are free.",
    secondary: { label: "See additions we've built", href: "/portfolio" },
  },
};
