import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Laundry Room & Mudroom Remodeling in Weston, MA",
  metaDescription:
    "Laundry rooms and mudrooms with built-in cubbies, benches, folding counters and proper dryer venting, designed and built by a local Weston crew.",
  summary:
    "Laundry rooms and mudrooms with cubbies, benches, folding counters and proper venting, including second-floor laundry.",
  image: {
    art: "service-mudrooms",
    alt: "Illustration of a laundry room with built-in cubbies, a bench and a front-loading washer and dryer",
  },
  hero: {
    eyebrow: "Laundry Rooms & Mudrooms",
    heading: "Laundry rooms and mudrooms that keep the whole house in order",
    lead: "Boots, backpacks, sports bags and a week of laundry all have to go somewhere. We design and build laundry rooms and mudrooms with the cubbies, benches, counters and plumbing that make daily life in a busy house easier.",
  },
  facts: [
    { value: "Free", label: "consultation and estimate" },
    { value: "In-house", label: "woodshop for cubbies and cabinets" },
    { value: "1 point of contact", label: "for carpentry, plumbing and electrical" },
  ],
  intro: {
    heading: "The hardest-working rooms in the house",
    paragraphs: [
      "In many older homes around Newton and Wellesley, the washer and dryer still sit in a damp basement corner, two flights below the bedrooms, and the back door opens straight into the kitchen. Moving laundry upstairs or carving a mudroom out of a back hall, a breezeway or an attached garage can change the way the whole house works.",
      "These rooms take more than cabinets. A dryer vent needs a short, straight run to the outside in rigid metal duct. A second-floor washer needs a drip pan piped to a drain and a shutoff valve you can reach. A mudroom floor has to shrug off snowmelt and road salt. We plan for all of it, and our own shop builds the cubbies, lockers and cabinets to fit.",
    ],
  },
  benefits: {
    heading: "Designed around your routine",
    items: [
      {
        icon: "home",
        title: "A place for everything",
        description:
          "A cubby or locker for each family member, with hooks, a shelf for hats and gloves and a bench to sit on while pulling boots off.",
      },
      {
        icon: "droplets",
        title: "Water under control",
        description:
          "Drip pans, leak sensors, accessible shutoffs and durable floors such as porcelain tile or slate to handle wet boots and washer mishaps.",
      },
      {
        icon: "thermometer",
        title: "Vented and ventilated",
        description:
          "Rigid dryer ducts with short runs to the outside, plus an exhaust fan so moisture does not collect in the room.",
      },
      {
        icon: "layers",
        title: "Room to work",
        description:
          "Folding counters at a comfortable height, hanging rods for drip-dry clothes and a deep utility sink for muddy jobs.",
      },
    ],
  },
  featureLists: [
    {
      title: "Laundry room features",
      items: [
        "Folding counters in butcher block, quartz or laminate",
        "Upper cabinets for detergent and supplies",
        "Pull-out hampers sorted by color or family member",
        "Hanging rods and pull-out drying racks",
        "Deep utility sink with a pull-down faucet",
        "Pedestal drawers to raise front-loaders to a comfortable height",
      ],
    },
    {
      title: "Mudroom features",
      items: [
        "Open lockers or closed cubbies for each person",
        "Benches with boot storage below",
        "Heavy-duty hooks at adult and kid heights",
        "Porcelain tile, slate or brick floors with a boot tray",
        "Charging drawer for phones and devices",
        "Pet washing station or dog crate built into the cabinetry",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Laundry rooms",
      description:
        "Dedicated rooms with cabinets, counters and plumbing, on the first floor, in the basement or near the bedrooms.",
      features: [
        "Stacked units where space is tight, side-by-side for a counter on top",
        "Dryer vent routed in rigid metal duct to the exterior",
        "Dedicated electrical circuits sized for the appliances",
        "Recessed washer box with accessible shutoffs",
      ],
    },
    {
      title: "Second-floor laundry",
      description:
        "Moving laundry up near the bedrooms, often into a hall closet or part of a bathroom, with extra protection against leaks.",
      features: [
        "Drip pan under the washer piped to a drain",
        "Leak sensor and automatic shutoff valves",
        "Floor framing checked for the weight and vibration",
        "Sound insulation in the surrounding walls",
      ],
    },
    {
      title: "Mudrooms",
      description:
        "Entries from the garage or back door that catch coats, bags, boots and dogs before they reach the rest of the house.",
      features: [
        "Built-in lockers made in our own woodshop",
        "Benches with cubbies or drawers below",
        "Durable floors that handle salt and snowmelt",
      ],
    },
    {
      title: "Combined laundry and mudrooms",
      description:
        "One room that does both jobs, usually off the garage, with a clear path from the door to the washer.",
      features: [
        "Layout that separates the entry and laundry zones",
        "Utility sink for muddy gear and hand-washing",
        "Coat closet or lockers next to the door",
      ],
    },
  ],
  process: {
    heading: "How we build your laundry room or mudroom",
    steps: [
      {
        step: 1,
        title: "Walk-through",
        description:
          "We look at the space, check where the water, drain, vent and power can run, and talk about how your household comes and goes.",
        icon: "search",
      },
      {
        step: 2,
        title: "Layout and design",
        description:
          "We draw the room with appliance spaces, cabinets and cubbies, and help you choose between stacked and side-by-side machines.",
        icon: "pencil-ruler",
      },
      {
        step: 3,
        title: "Rough-in work",
        description:
          "Licensed plumbers and electricians run new supply lines, drains, circuits and vents, inspected before the walls close up.",
        icon: "wrench",
      },
      {
        step: 4,
        title: "Cabinetry and finishes",
        description:
          "We install flooring, cabinets from our shop, counters and trim, then set the appliances and test every connection for leaks.",
        icon: "hammer",
      },
    ],
  },
  cta: {
    heading: "Make laundry day and the morning rush easier",
    text: "Book a free consultation and we will look at where a laundry room or mudroom can fit in your house.",
    secondary: { label: "Browse Our Work", href: "/portfolio" },
  },
};
