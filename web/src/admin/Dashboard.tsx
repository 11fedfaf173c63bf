import { primaryButton, secondaryButton } from "../components/ui/form";

/** The signed-in area: 'Admin Dashboard' with Logout. */
export function Dashboard({ username, onLogout }: { username: string; onLogout: () => Promise<unknown> }) {
  return (
    <div className="min-h-screen bg-sand-50">
      <header className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
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
        <p className="text-muted">Messages, projects, images and site files are managed here.</p>
      </main>
    </div>
  );
}
