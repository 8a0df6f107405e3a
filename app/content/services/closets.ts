import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Custom Closets & Walk-In Closets in Weston, MA",
  metaDescription:
    "Walk-in and reach-in closets with solid wood shelving, drawers and hanging rods, designed around your wardrobe and built in our Weston shop.",
  summary:
    "Walk-in and reach-in closets built in our own shop, with drawers, shelving and hanging space planned around what you own.",
  image: {
    art: "service-closets",
    alt: "Illustration of a walk-in closet with custom wood shelving, drawers and hanging rods",
  },
  hero: {
    eyebrow: "Master Custom Closets",
    heading: "Closets built like furniture, planned around your wardrobe",
    lead: "Many older homes were built with one small closet per bedroom and a sloped ceiling to boot. We turn cramped reach-ins and underused walk-ins into organized, well-lit storage, with cabinetry made in our Weston woodshop.",
  },
  facts: [
    { value: "Free", label: "in-home design consultation" },
    { value: "In-house", label: "woodshop, no flat-pack kits" },
    { value: "1 point of contact", label: "from layout to installation" },
  ],
  intro: {
    heading: "More than rods and wire shelves",
    paragraphs: [
      "A good closet starts with an inventory, not a catalog. We ask how many long dresses and suits you hang, how many pairs of shoes you own, whether you fold or hang sweaters, and who shares the space. Then we lay out double-hang, long-hang, drawers and shelves so everything has a spot and nothing is stacked three deep.",
      "Capes and colonials around Weston and Concord often have closets tucked under eaves or behind chimneys, with knee walls and angled ceilings that defeat off-the-shelf systems. Because we build in our own shop, we can fit cabinets to those odd shapes and scribe them to plaster walls, so the finished closet looks like it was always part of the room.",
    ],
  },
  benefits: {
    heading: "What a custom closet gives you",
    items: [
      {
        icon: "layers",
        title: "Every inch used",
        description:
          "Cabinets run to the ceiling and into corners, with pull-down rods or step stools for the high shelves you would otherwise ignore.",
      },
      {
        icon: "package",
        title: "Solid construction",
        description:
          "Cabinet-grade plywood and hardwood face frames instead of melamine particleboard, so shelves stay flat and drawers stay square.",
      },
      {
        icon: "lightbulb",
        title: "Good light",
        description:
          "LED strips in the rod cups and shelf fronts, switched at the door or by motion sensor, so you can tell navy from black.",
      },
      {
        icon: "sparkles",
        title: "A finished look",
        description:
          "Painted or stained finishes, crown molding and quality hardware that match your bedroom instead of looking like an afterthought.",
      },
    ],
  },
  featureLists: [
    {
      title: "Storage we build in",
      items: [
        "Double-hang and long-hang sections sized to your clothes",
        "Dovetailed drawers with soft-close, full-extension slides",
        "Slanted or flat shoe shelves with fences",
        "Velvet-lined jewelry and watch drawers",
        "Pull-out hampers, valet rods and belt racks",
        "Center islands with a folding top",
      ],
    },
    {
      title: "Finish and construction options",
      items: [
        "Painted maple or poplar in any color",
        "Stained white oak, cherry or walnut",
        "Glass-front doors for handbags and sweaters",
        "Cedar-lined drawers and back panels for wool",
        "Polished nickel, brass or matte black hardware",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Walk-in closets",
      description:
        "Full primary-suite closets with cabinetry on two or three walls, an island where space allows, and lighting planned from the start.",
      features: [
        "Layouts drawn to scale before anything is built",
        "Islands with drawers and a stone or wood top",
        "Seating for putting on shoes",
        "Room for a full-length mirror",
      ],
    },
    {
      title: "Reach-in closets",
      description: "Standard bedroom and hall closets rebuilt to hold twice what a single rod and shelf can manage.",
      features: [
        "Wall-to-wall units that reach the corners",
        "Drawers in place of a separate dresser",
        "New doors, from paneled swing doors to bifolds",
      ],
    },
    {
      title: "Eave and attic closets",
      description:
        "Storage fitted into the sloped ceilings and knee walls of capes, bungalows and finished third floors.",
      features: [
        "Cabinets angled to follow the roofline",
        "Knee-wall drawers on full-extension slides",
        "Insulation and air sealing checked behind the wall",
      ],
    },
  ],
  process: {
    heading: "From cluttered to organized",
    steps: [
      {
        step: 1,
        title: "Inventory and measure",
        description:
          "We visit, measure the space down to the outlets and heat registers, and take stock of what needs to live there.",
        icon: "ruler",
      },
      {
        step: 2,
        title: "Design the layout",
        description:
          "You get a scaled drawing with hanging, drawer and shelf sections marked, and we adjust it together until it fits how you dress.",
        icon: "pencil-ruler",
      },
      {
        step: 3,
        title: "Build in our shop",
        description:
          "Boxes, drawers and doors are built and finished in our Weston woodshop while your closet stays usable.",
        icon: "hammer",
      },
      {
        step: 4,
        title: "Install and fit",
        description:
          "We install the cabinetry, scribe it to the walls and ceiling, wire the lighting and adjust every drawer and door.",
        icon: "drill",
      },
    ],
  },
  cta: {
    heading: "Let us design a closet that fits your life",
    text: "Book a free consultation. We will measure the space, look at what you own and sketch a layout with you.",
    secondary: { label: "See How We Work", href: "/process" },
  },
};
