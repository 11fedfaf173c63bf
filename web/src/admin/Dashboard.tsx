import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { primaryButton, secondaryButton } from "../components/ui/form";
import { CodeEditorTab } from "./CodeEditorTab";
import { ImagesTab } from "./ImagesTab";
import { MessagesTab } from "./MessagesTab";
import { ProjectsTab } from "./ProjectsTab";

const tabs = [
  { name: "Messages", Panel: MessagesTab },
  { name: "Projects", Panel: ProjectsTab },
  { name: "Images", Panel: ImagesTab },
  { name: "Code Editor", Panel: CodeEditorTab },
];

/** The signed-in area: 'Admin Dashboard', Logout, and the four tabs (docs/product.md#staff-area). */
export function Dashboard({ username, onLogout }: { username: string; onLogout: () => Promise<unknown> }) {
  return (
    <div className="min-h-screen bg-sand-50">
      <header className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
          <div>
            <h1 className="text-2xl font-semibold text-ink">Admin Dashboard</h1>
            <p className="text-sm text-muted">Signed in as {username}</p>
          </div>
          <div className="flex items-center gap-3">
            <a href="/" className={secondaryButton}>
              View site
            </a>
            <button type="button" className={primaryButton} onClick={() => void onLogout()}>
              Logout
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <TabGroup>
          <TabList className="flex gap-1 overflow-x-auto rounded-xl bg-sand-100 p-1">
            {tabs.map(({ name }) => (
              <Tab
                key={name}
                className="rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap text-muted data-[hover]:text-ink data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow"
              >
                {name}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-6">
            {tabs.map(({ name, Panel }) => (
              <TabPanel key={name}>
                {/* A tab that fails leaves the others usable; leaving it unmounts it, so it is tried anew. */}
                <ErrorBoundary fallback={<TabError />}>
                  <Panel />
                </ErrorBoundary>
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      </main>
    </div>
  );
}

/** In place of a tab that could not be shown. */
function TabError() {
  return (
    <div role="alert" className="rounded-xl border border-sand-200 bg-white px-6 py-10 text-center">
      <h2 className="text-xl font-semibold text-ink">Something went wrong in this tab.</h2>
      <p className="mt-2 text-muted">The other tabs still work. Reloading the page usually fixes this one.</p>
      <button type="button" className={`mt-6 ${primaryButton}`} onClick={() => location.reload()}>
        Reload the page
      </button>
    </div>
  );
}
