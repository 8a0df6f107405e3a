import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Historic Home Preservation and Exterior Repair",
  metaDescription:
    "Rot and sill repair, trim and clapboard restoration, window restoration and weatherproofing that keep older New England homes sound for decades to come.",
  summary:
    "Rot and sill repair, clapboard and trim restoration, old window repair and weatherproofing that keep older homes sound and true to their character.",
  image: {
    art: "service-property-preservation",
    alt: "Illustration of a historic clapboard house with restored trim, windows and fresh paint",
  },
  hero: {
    eyebrow: "Property Preservation",
    heading: "Keeping older homes sound, dry and true to their history",
    lead: "A house that has stood for a century or two can stand for another, if water stays out and the wood stays sound. We repair what can be saved, replace what cannot with matching material, and fix the cause so the problem does not come back.",
  },
  facts: [
    { value: "In-house", label: "woodshop for matching trim, sash parts and moldings" },
    { value: "15+", label: "years of carpentry on older homes" },
    { value: "Free", label: "exterior assessment and itemized estimate" },
  ],
  intro: {
    heading: "Repair first, replace only what you have to",
    paragraphs: [
      "Old houses in Concord, Lincoln and Weston were built from old-growth pine, oak and cedar that is denser and more rot-resistant than most lumber sold today. When a corner board or a window sill goes soft, the usual answer is to tear out the whole assembly and cover it in something new. We take a different approach: find where the water is getting in, cut out only the damaged wood, and patch or replace it with matching species and profiles, so the house keeps its original fabric.",
      "Mark Hollander is a carpenter by trade, and this is carpentry at its most careful. We rebuild rotted sills and jack the house back to level, restore clapboards and trim, reglaze and rebalance old wood windows, and flash and seal the places where New England weather finds its way in. For houses in a local historic district, we help you work with the commission so repairs are approved and match what the neighborhood expects.",
    ],
  },
  benefits: {
    heading: "Why homeowners call us for older houses",
    items: [
      {
        icon: "search",
        title: "We find the cause",
        description:
          "Rot is a symptom. We trace it to missing flashing, clogged gutters, ice dams or bad grading, and fix the source along with the damage.",
      },
      {
        icon: "trees",
        title: "Matching materials",
        description:
          "Clear cedar, white oak and pine in the right species and dimensions, with moldings milled in our shop to match profiles no longer sold.",
      },
      {
        icon: "award",
        title: "Historic details preserved",
        description:
          "Original clapboards, cornices, sash and hardware are repaired wherever possible rather than thrown in a dumpster.",
      },
      {
        icon: "sun",
        title: "Built for the weather",
        description:
          "Back-primed wood, proper flashing, drip edges and ice-and-water membrane where it counts, so repairs hold up to freeze and thaw.",
      },
    ],
  },
  featureLists: [
    {
      title: "What we repair and restore",
      items: [
        "Rotted sills, rim joists and post bottoms",
        "Clapboards, shingles, corner boards and water tables",
        "Cornices, eaves, rake boards and decorative trim",
        "Wood windows: sash, sills, glazing, cords and weights",
        "Porches, columns, railings and entry surrounds",
        "Exterior doors, thresholds and jambs",
      ],
    },
    {
      title: "How we keep water out",
      items: [
        "Step and kick-out flashing where roofs meet walls",
        "Head flashing and drip caps over windows and doors",
        "Ice-and-water membrane at eaves and valleys to limit ice dam leaks",
        "Gutters and downspouts sized and pitched to carry water away",
        "Regrading and clearing soil away from sills and siding",
        "Lead-safe paint preparation, priming and caulking",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Rot and sill repair",
      description:
        "Sills sitting too close to the soil, or under a leaking downspout, eventually rot and let a house settle. We support the structure, replace the damaged sections with pressure-treated or white oak stock, and bring floors and door frames back toward level.",
      features: [
        "Temporary support and careful jacking",
        "Sill, rim joist and post repair",
        "Sill sealer or membrane between wood and foundation",
        "Siding and trim reinstalled or matched over the repair",
      ],
    },
    {
      title: "Trim and clapboard restoration",
      description:
        "We save original clapboards and trim wherever the wood is sound, and replace damaged pieces with matching material so repairs disappear once painted.",
      features: [
        "Epoxy consolidation and dutchman patches for local rot",
        "New clapboards with matching exposure and profile",
        "Cornice and molding profiles reproduced in our shop",
        "Back-priming and end-grain sealing of all new wood",
      ],
    },
    {
      title: "Wood window restoration",
      description:
        "Original windows with old-growth sash can be made tight and easy to operate again, often for many more decades. We restore them on site or in the shop.",
      features: [
        "Reglazing and replacing broken or cracked glass",
        "New sash cords and rebalanced weights",
        "Sill and sash repairs in matching wood",
        "Weatherstripping and fitting for storm windows",
      ],
    },
    {
      title: "Weatherproofing and seasonal care",
      description:
        "Regular, small repairs are what keep an old house from needing big ones. We check the exterior, fix what we find and tell you what to watch for.",
      features: [
        "Exterior inspection for rot, gaps and failing paint",
        "Flashing, caulking and gutter repair",
        "Ice dam prevention at eaves and valleys",
        "A written list of repairs by priority",
      ],
    },
  ],
  process: {
    heading: "How we approach a preservation project",
    steps: [
      {
        step: 1,
        title: "Exterior assessment",
        description:
          "We walk the house with you, probe suspect wood, check flashing, gutters and grading, and photograph what we find.",
        icon: "search",
      },
      {
        step: 2,
        title: "Repair plan and estimate",
        description:
          "You get an itemized estimate that separates urgent repairs from ones that can wait, with options to repair or replace where both make sense.",
        icon: "clipboard",
      },
      {
        step: 3,
        title: "Approvals and materials",
        description:
          "We handle permits and any historic commission review, source matching lumber and mill trim profiles in our shop.",
        icon: "file",
      },
      {
        step: 4,
        title: "Careful repair",
        description:
          "Damaged wood is removed, the structure is supported and repaired, and new material is fitted, flashed and back-primed, using lead-safe practices.",
        icon: "hammer",
      },
      {
        step: 5,
        title: "Seal and finish",
        description:
          "Caulking, priming and paint, a final walkthrough together and a record of the work for your files and future buyers.",
        icon: "paint",
      },
    ],
  },
  cta: {
    heading: "Worried about a soft sill or a rotting window?",
    text: "Small problems on an old house get bigger every winter. Call us for a free exterior assessment and an itemized repair estimate.",
    secondary: { label: "Meet the carpenter behind the work", href: "/about" },
  },
};
