import { PageIntro } from "../components/PageIntro";
import { CactusLoader } from "../components/ui/CactusLoader";

export default function LoadingDemo() {
  return (
    <>
      <PageIntro title="Loading Animations">A showcase of the loading states used across the site.</PageIntro>
      <section aria-label="Loaders" className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        <CactusLoader label="Loading projects..." />
      </section>
    </>
  );
}
