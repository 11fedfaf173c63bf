import { Link, useLocation, useParams } from "react-router";
import { ProjectDetailView } from "../components/ProjectDetailView";
import { CactusLoader } from "../components/ui/CactusLoader";
import { projectMeta } from "#schema/site/routes.ts";
import { errorStatus } from "../lib/errors";
import { usePageMeta } from "../lib/page-meta";
import * as api from "../lib/api";
import { useApi } from "../lib/swr";

export default function ProjectDetail() {
  const { slug = "" } = useParams();
  // A staff preview link (`?preview=<token>`) reads the working copy with the page's own query: the
  // key the Worker inlines it under (schema/site/routes.ts, pageReads).
  const { search } = useLocation();
  const { data, error, isLoading } = useApi(
    slug ? ((api.projectBySlug(slug) + (search.startsWith("?preview=") ? search : "")) as api.ProjectRead) : null,
  );

  const project = data?.data;
  usePageMeta(project ? projectMeta(project) : undefined);

  // Also the prerendered shell the Worker serves for every project (no data at build time).
  if (isLoading || (!data && !error)) return <CactusLoader label="Loading project details..." reserve />;
  if (error && errorStatus(error) !== 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <p role="alert" className="text-lg text-accent-700">
          Failed to load project details. Please try again later.
        </p>
        <Link
          to="/projects"
          className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Back to Projects
        </Link>
      </div>
    );
  }
  if (!project) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-ink">Project not found.</h1>
        <Link to="/projects" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Back to Projects
        </Link>
      </div>
    );
  }
  return <ProjectDetailView project={project} />;
}
