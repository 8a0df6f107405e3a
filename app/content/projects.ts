import type { Project, ProjectPage } from "./schema";

/** The portfolio grid: one project per category, in display order. */
export const projects: Project[] = [
  {
    id: 1,
    type: "image",
    title: "Colonial Re-Siding and Trim",
    category: "Siding",
    location: "Wellesley, MA",
    description:
      "We stripped sixty-year-old cedar clapboards down to the sheathing, replaced the rotted sill and corner boards, and re-clad the house in fiber-cement clapboard with white PVC trim that won't need scraping every few summers.",
    image: {
      art: "project-siding",
      alt: "Illustration of a gray-blue colonial with new fiber-cement clapboard siding and white trim",
    },
  },
  {
    id: 2,
    type: "video",
    title: "Whole-Home Renovation Walkthrough",
    category: "All",
    location: "Newton, MA",
    description:
      "Walk through a 1930s Newton colonial with us after a whole-home renovation: a first floor opened up with a new beam, refinished oak floors, a rebuilt kitchen and built-ins made in our own shop.",
    videoUrl: "https://www.youtube-nocookie.com/embed/ScMzIvxBSi4",
    poster: {
      art: "project-video-poster",
      alt: "A renovated open living room seen from the front hall, the opening still of a whole-home renovation walkthrough video",
    },
  },
  {
    id: 3,
    type: "image",
    title: "Family Room Addition on a Cape",
    category: "Addition",
    location: "Needham, MA",
    description:
      "A 20-by-18-foot family room off the back of a 1950s cape, set on a new frost wall, with tall double-hung windows facing the yard and a roofline tied in so it looks like it was always there.",
    image: {
      art: "project-addition",
      alt: "Illustration of a family room addition with tall windows on the back of a cape house",
    },
  },
  {
    id: 4,
    type: "image",
    title: "Second-Floor Laundry Room",
    category: "Laundry",
    location: "Wayland, MA",
    description:
      "We moved the laundry up from a damp basement into a former hall closet and part of a spare bedroom, with a leak pan and floor drain under the washer, a folding counter and shop-built cabinets.",
    image: {
      art: "project-laundry",
      alt: "Illustration of a second-floor laundry room with white cabinetry, a folding counter and a utility sink",
    },
  },
  {
    id: 5,
    type: "image",
    title: "Cedar-Shingled Pool House",
    category: "Pool House",
    location: "Weston, MA",
    description:
      "A new pool house built on ledge at the edge of the yard, with white cedar shingles, a cupola for light and air, a changing room with an outdoor shower, and a covered porch facing the water.",
    image: {
      art: "project-pool-house",
      alt: "Illustration of a cedar-shingled pool house with a cupola and a covered porch by the pool",
    },
  },
  {
    id: 6,
    type: "image",
    title: "Farmhouse Kitchen Remodel",
    category: "Kitchen",
    location: "Concord, MA",
    description:
      "In an antique Concord farmhouse we leveled a sagging floor, rewired around old plaster walls and built navy lower cabinets and white uppers in our shop, with a farmhouse sink set under the original window.",
    image: {
      art: "project-kitchen",
      alt: "Illustration of a kitchen with navy lower cabinets, white uppers and a farmhouse sink under a window",
    },
  },
  {
    id: 7,
    type: "image",
    title: "Attic Renovation with Dormer",
    category: "Living Area",
    location: "Arlington, MA",
    description:
      "We turned an unused attic in a 1920s colonial into a bedroom suite, with a new shed dormer, a full bath, built-in bookshelves under the eaves and a window seat made in our shop.",
    href: "/portfolio/attic-renovation",
    image: {
      art: "attic-hero",
      alt: "Illustration of a finished attic with a new dormer window, a skylight and built-in bookshelves under the eaves",
    },
  },
  {
    id: 8,
    type: "image",
    title: "Farmer's Porch Rebuild",
    category: "Porch",
    location: "Lincoln, MA",
    description:
      "The old porch had settled on crumbling piers, so we rebuilt it on new footings with mahogany decking, turned columns and a beadboard ceiling, deep enough for a row of rocking chairs.",
    image: {
      art: "project-porch",
      alt: "Illustration of a farmer's porch with turned columns, a beadboard ceiling and rocking chairs",
    },
  },
  {
    id: 9,
    type: "image",
    title: "Two-Level Backyard Deck",
    category: "Deck",
    location: "Sudbury, MA",
    description:
      "A two-level deck that steps down a sloped yard, with an upper landing off the kitchen, built-in benches along the lower level and wide stairs down to the lawn.",
    image: {
      art: "project-deck",
      alt: "Illustration of a two-level deck with built-in benches and stairs down to a lawn",
    },
  },
];

const atticHeroAlt =
  "Illustration of a finished attic with a new dormer window, a skylight and built-in bookshelves under the eaves";

/** The one project with its own page: /portfolio/attic-renovation */
export const atticProject: ProjectPage = {
  slug: "attic-renovation",
  title: "Attic Renovation with Dormer",
  metaTitle: "Attic Renovation with Dormer in Arlington, MA",
  metaDescription:
    "How we turned an unused attic in a 1920s Arlington colonial into a bedroom suite with a shed dormer, a full bath and built-ins from our own woodshop.",
  location: "Arlington, MA",
  tags: ["Renovation", "Dormer"],
  hero: { art: "attic-hero", alt: atticHeroAlt },
  overview: [
    "The owners of this 1920s Arlington colonial had a growing family and an attic they only climbed into to store holiday boxes. The space had good bones: a steep roof, a plank floor and a stair already in place. What it lacked was headroom, light and a way to stay comfortable in July or January. They asked us to turn it into a bedroom suite without changing the look of the house from the street.",
    "Most of the work was the part nobody sees. We sistered the undersized rafters, set new collar ties higher to open up the ceiling, and framed a shed dormer across the back slope to give the room full standing height. The dormer windows were sized for egress, and we air-sealed the roof and insulated it with closed-cell foam and mineral wool so the new room stays even in every season and the eaves no longer build ice dams.",
    "With the shell done, the room came together quickly. A full bath fits under the dormer, a white oak floor runs the length of the space, and a skylight lights the sleeping area. In our shop we built bookshelves to fit under the eaves and a window seat with storage drawers, so the low corners that used to collect boxes now hold books and blankets.",
  ],
  highlights: [
    { value: "1 shed dormer", label: "framed across the rear roof slope" },
    { value: "1 full bath", label: "tucked under the new dormer" },
    { value: "9 weeks", label: "from permit to final inspection" },
    { value: "Shop-built", label: "bookshelves, window seat and drawers" },
  ],
  gallery: [
    {
      art: "attic-1",
      alt: "Illustration of the attic before work began, with exposed rafters and a plank floor",
      caption: "The attic before work began",
    },
    {
      art: "attic-2",
      alt: "Illustration of the new shed dormer being framed in the roof",
      caption: "Framing the shed dormer",
    },
    {
      art: "attic-3",
      alt: "Illustration of insulation and rough wiring in the knee walls",
      caption: "Insulation and rough wiring",
    },
    {
      art: "attic-4",
      alt: "Illustration of drywall hung and taped along the sloped ceiling",
      caption: "Drywall on the sloped ceiling",
    },
    {
      art: "attic-5",
      alt: "Illustration of a white oak floor being laid",
      caption: "Laying the white oak floor",
    },
    {
      art: "attic-6",
      alt: "Illustration of built-in bookshelves fitted under the eaves",
      caption: "Bookshelves under the eaves",
    },
    {
      art: "attic-7",
      alt: "Illustration of a window seat with storage drawers in the new dormer",
      caption: "Window seat with drawers",
    },
    {
      art: "attic-8",
      alt: "Illustration of the finished bedroom under a skylight",
      caption: "The finished bedroom",
    },
    {
      art: "attic-9",
      alt: "Illustration of the new full bathroom tucked under the dormer",
      caption: "The new full bathroom",
    },
  ],
};
