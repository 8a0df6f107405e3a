import type { Town, TownDetails } from "./schema";
import { townCatalog, type TownSlug } from "./town-catalog";

const details: Record<TownSlug, TownDetails> = {
  "weston-ma": {
    metaDescription:
      "Kitchen, bath, basement and addition remodeling in Weston, MA, plus custom built-ins from our own woodshop. Based in town since 2010. Free estimates.",
    image: {
      art: "town-weston-ma",
      alt: "Illustration of a white church steeple above a town green with stone walls and maples",
    },
    intro:
      "Weston is home for us. Our shop is here, and we have spent more than fifteen years remodeling kitchens, baths, basements and additions in houses all over town, from antique farmhouses on the old post road to the big colonials tucked into wooded lots.",
    localIntro:
      "Working in Weston means respecting what is already here: long stone walls, mature trees, wetlands at the edge of the yard and houses that have been added onto by three or four generations. We know how the town reviews projects, we plan around private septic systems and conservation land, and because we are local, Mark is never more than a few minutes from your job.",
    localBullets: [
      "Antique homes, gracious colonials and newer estates on large wooded lots",
      "Building Department permits, plus historic district, wetlands and Title 5 septic review where needed",
      "A quiet, rural-feeling town where stone walls, old trees and the town green are worth protecting",
    ],
  },
  "wellesley-ma": {
    metaDescription:
      "Home remodeling in Wellesley, MA: kitchens, baths, additions and custom cabinetry built in our Weston woodshop. Licensed, insured, free estimates.",
    image: {
      art: "town-wellesley-ma",
      alt: "Illustration of a brick Tudor-style house beside a lake with autumn trees",
    },
    intro:
      "Wellesley homeowners expect careful work, and so do we. We remodel kitchens, bathrooms and basements and build additions in Wellesley's Tudors, colonials and shingle-style houses, with cabinetry and trim made in our own shop just up the road in Weston.",
    localIntro:
      "Many Wellesley houses were built in the 1920s and 1930s with plaster walls, leaded windows, slate or clay tile and details you cannot buy off the shelf anymore. We open those walls carefully, match the original millwork in our woodshop and plan larger projects early so the town's zoning and review steps do not hold up your schedule.",
    localBullets: [
      "Tudors, Colonial Revivals and shingle-style homes alongside postwar capes and newer builds",
      "Permits through the Wellesley Building Department, with zoning and historical review on larger or older projects",
      "Established neighborhoods near Lake Waban and the village centers, where the details of a house matter",
    ],
  },
  "newton-ma": {
    metaDescription:
      "Remodeling for Newton, MA homes, from Victorian kitchens to finished basements and additions. Custom woodwork from our own shop. Free estimates.",
    image: {
      art: "town-newton-ma",
      alt: "Illustration of a Victorian house with a wraparound porch on a tree-lined street",
    },
    intro:
      "From West Newton to Chestnut Hill, we remodel kitchens, baths, basements and whole floors in Newton's older houses, and we build the cabinetry and trim ourselves so new work sits naturally beside original woodwork.",
    localIntro:
      "Newton's villages are full of Victorians, foursquares and colonials that have seen a century of updates, some good and some less so. We expect to find knob-and-tube wiring, balloon framing and horsehair plaster when we open a wall, and we plan for it. We also know the city's permitting process and work on tight lots without taking over the street.",
    localBullets: [
      "Victorians, foursquares and colonials in villages like Newtonville, Auburndale and West Newton",
      "Permits through Newton Inspectional Services, with Historical Commission review in local historic districts",
      "A city of distinct villages with close neighbors, so we keep job sites tidy and parking courteous",
    ],
  },
  "needham-ma": {
    metaDescription:
      "Needham, MA remodeling: kitchens, bathrooms, basements and additions for capes and colonials. Owner on site and a woodshop of our own. Free estimates.",
    image: {
      art: "town-needham-ma",
      alt: "Illustration of a row of colonial houses with a commuter rail platform in the distance",
    },
    intro:
      "Needham's capes and colonials make wonderful family homes, and many are ready for a bigger kitchen, a second bath or a finished basement. We help Needham families get more out of the house they already love, with an owner on site and built-ins made in our own shop.",
    localIntro:
      "A lot of Needham was built in the 1940s and 1950s, which means solid bones, small kitchens, one full bath and unfinished basements. We know these houses well: how to open up a cape's first floor, add a dormer upstairs or turn a damp basement into usable space. We handle permits with the town and keep the neighbors in the loop.",
    localBullets: [
      "1950s capes and colonials, with older homes near the town center and Needham Heights",
      "Permits through the Needham Building Department, with Conservation Commission review near wetlands and brooks",
      "A family-oriented town of commuters, sports fields and busy schedules, so we set a clear plan and keep to it",
    ],
  },
  "wayland-ma": {
    metaDescription:
      "Home remodeling in Wayland, MA: kitchens, baths, additions and built-ins for farmhouses, colonials and ranches. Licensed and insured. Free estimates.",
    image: {
      art: "town-wayland-ma",
      alt: "Illustration of a farmhouse and a red barn beside a river meadow",
    },
    intro:
      "Wayland is just over the line from our Weston shop, and we have remodeled everything from antique farmhouses near the Sudbury River to 1960s colonials and ranches in its quiet neighborhoods. Kitchens, baths, basements, additions and custom woodwork, all under one roof.",
    localIntro:
      "Wayland's river meadows and wetlands are beautiful, and they shape what you can build. Many homes here are on private septic, so an added bedroom or a new addition usually starts with a look at the system and the setbacks. We sort that out early, work with the town's boards and build additions that look like they were always part of the house.",
    localBullets: [
      "Antique farmhouses and barns, plus 1950s to 1970s colonials, capes and ranches",
      "Building Department permits, wetlands review near the river and Title 5 septic checks for added bedrooms",
      "A small, green town along the Sudbury River with farms, meadows and plenty of conservation land",
    ],
  },
  "lincoln-ma": {
    metaDescription:
      "Remodeling in Lincoln, MA, from antique farmhouses to mid-century moderns. Custom millwork from our Weston woodshop. Licensed, insured, free estimates.",
    image: {
      art: "town-lincoln-ma",
      alt: "Illustration of a modernist wood-and-glass house in a clearing among pine trees",
    },
    intro:
      "Lincoln has some of the most distinctive houses in New England, from antique farmhouses to wood-and-glass mid-century moderns. We remodel kitchens, baths and additions here with a light touch, and we build the cabinetry and paneling in our own shop so it suits the house.",
    localIntro:
      "A mid-century modern in Lincoln needs a different approach than a colonial: flat or low-slope roofs, big single-pane glass, radiant heat in the slab and wood paneling that has to be matched, not replaced. We take the time to understand what the original designer intended, and we plan around private septic systems, conservation land and the town's historic districts.",
    localBullets: [
      "Mid-century moderns, antique farmhouses and contemporary homes set on wooded lots",
      "Building Department permits, plus historic district, conservation and Title 5 septic review where they apply",
      "A rural town of farms, trails and conservation land that values design and open space",
    ],
  },
  "sudbury-ma": {
    metaDescription:
      "Sudbury, MA home remodeling: kitchens, baths, basements and additions for antique homes and colonials. Custom woodwork. Free consultation and estimate.",
    image: {
      art: "town-sudbury-ma",
      alt: "Illustration of an antique saltbox house with a split-rail fence and an old gristmill",
    },
    intro:
      "From antique saltboxes to the colonials and capes built in the 1960s and 1970s, we remodel Sudbury homes inside and out: kitchens, baths, basements, additions and custom built-ins made in our own woodshop.",
    localIntro:
      "Sudbury has a long history and a lot of newer neighborhoods, and we work in both. Older homes bring low ceilings, wide pine floors and timber frames worth keeping; newer ones often need a kitchen that finally works and a basement that earns its square footage. Most of the town is on private septic, so we check Title 5 requirements before we design an addition, not after.",
    localBullets: [
      "Antique saltboxes and farmhouses alongside 1960s and 1970s colonials, capes and garrisons",
      "Building Department permits, Historic Districts Commission review in local districts and Title 5 septic review",
      "A roomy town of big yards, old roads and landmarks like the Wayside Inn and its gristmill",
    ],
  },
  "concord-ma": {
    metaDescription:
      "Remodeling for Concord, MA homes: kitchens, baths and additions that respect antique houses. Custom millwork from our own shop. Free estimates.",
    image: {
      art: "town-concord-ma",
      alt: "Illustration of a colonial house near a wooden footbridge over a slow river",
    },
    intro:
      "Concord's houses carry a lot of history, and a remodel here should add to it, not erase it. We update kitchens, baths and living space in Concord's antique colonials, Victorians and later homes, with trim and cabinetry built in our own woodshop to match what is already there.",
    localIntro:
      "In Concord we often work on houses where the framing is older than the country, next to rooms that were redone in the 1970s. We bring the patience that takes: matching old profiles, leveling floors without losing their character and planning exterior changes with the Historic Districts Commission in mind when a house sits in one of the town's districts.",
    localBullets: [
      "Antique colonials, Federal and Victorian homes, and mid-century neighborhoods",
      "Town building permits, Historic Districts Commission review in local districts and wetlands or septic review as needed",
      "A historic town of rivers, farms and walkable village centers that cares about its past",
    ],
  },
};

/** The service-area towns with their full content, in catalog order. */
export const towns: readonly Town[] = townCatalog.map((entry) => ({ ...entry, ...details[entry.slug] }));
