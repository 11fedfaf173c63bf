import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes, preloadPage } from "./routes";
import "./styles/index.css";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered HTML for this very path is hydrated. The single-page fallback (a deep link such as
// /projects/some-slug served the home page's HTML) is rendered afresh instead.
const prerenderedPath = document.querySelector<HTMLMetaElement>('meta[name="prerendered-path"]')?.content;

preloadPage(location.pathname)
  .catch(() => undefined)
  .then(() => {
    if (prerenderedPath === location.pathname && container.hasChildNodes()) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
    document.documentElement.classList.remove("spa-fallback");
  });
