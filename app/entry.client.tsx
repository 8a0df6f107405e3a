import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { wholeStylesheet } from "./lib/page-code";

// React Router's documented client entry (its default, with StrictMode). It runs once the page has
// painted its lead picture (app/components/layout/page-code.tsx), and hydrates once it has the whole
// stylesheet for what React renders next (the page carries only the rules it uses).
void wholeStylesheet().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
