import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { afterLeadPicture, wholeStylesheet } from "./lib/start-up";

// React Router's documented client entry (its default, with StrictMode), started once the page has
// painted its lead picture (app/lib/start-up.ts) and has the whole stylesheet for what React renders
// next (the page carries only the rules it uses).
afterLeadPicture(() => {
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
});
