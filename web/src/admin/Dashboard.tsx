import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { primaryButton, secondaryButton } from "../components/ui/form";
import type { ComponentType } from "react";
import { roleLabels } from "#schema/staff.ts";
import type { StaffUser } from "#schema/types.ts";
import { AccountTab } from "./AccountTab";
import { ActivityTab } from "./ActivityTab";
import { CodeEditorTab } from "./CodeEditorTab";
import { ImagesTab } from "./ImagesTab";
import { MessagesTab } from "./MessagesTab";
import { ProjectsTab } from "./ProjectsTab";
import { StaffTab } from "./StaffTab";

/** What every tab is given: who is signed in, and a way to read the session anew after changing it. */
export type TabProps = { user: StaffUser; onSessionChange: () => Promise<unknown> };
type DashboardTab = { name: string; Panel: ComponentType<TabProps>; ownersOnly?: boolean };

/** Every tab, in order; the server refuses owners' routes to editors, and their tabs are not shown to them. */
const tabs: DashboardTab[] = [
  { name: "Messages", Panel: MessagesTab },
  { name: "Projects", Panel: ProjectsTab },
  { name: "Images", Panel: ImagesTab },
  { name: "Code Editor", Panel: CodeEditorTab, ownersOnly: true },
  { name: "Staff", Panel: StaffTab, ownersOnly: true },
  { name: "Activity", Panel: ActivityTab, ownersOnly: true },
  { name: "Account", Panel: AccountTab },
];

/**
 * The signed-in area: 'Admin Dashboard', Logout, and the tabs the person's role opens
 * (docs/product.md#staff-area). While the studio requires two-factor sign-in and the account has not
 * turned it on, only Account is open, with a note saying why.
 */
export function Dashboard({
  user,
  onLogout,
  onSessionChange,
}: TabProps & {
  onLogout: () => Promise<unknown>;
}) {
  const shown = user.twoFactorSetupRequired
    ? tabs.filter((tab) => tab.name === "Account")
    : tabs.filter((tab) => !tab.ownersOnly || user.role === "owner");
  return (
    <div className="min-h-screen bg-sand-50">
      <header className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
          <div>
            <h1 className="text-2xl font-semibold text-ink">Admin Dashboard</h1>
            <p className="text-sm text-muted">
              Signed in as {user.username} · {roleLabels[user.role]}
            </p>
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
        {user.twoFactorSetupRequired && (
          <p role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            The studio asks every account to use two-factor sign-in. Turn it on below to open the rest of the dashboard.
          </p>
        )}
        <TabGroup>
          <TabList className="flex flex-wrap gap-1 rounded-xl bg-sand-100 p-1">
            {shown.map(({ name }) => (
              <Tab
                key={name}
                className="rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap text-muted data-[hover]:text-ink data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow"
              >
                {name}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-6">
            {shown.map(({ name, Panel }) => (
              <TabPanel key={name}>
                {/* A tab that fails leaves the others usable; leaving it unmounts it, so it is tried anew. */}
                <ErrorBoundary fallback={<TabError />}>
                  <Panel user={user} onSessionChange={onSessionChange} />
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
