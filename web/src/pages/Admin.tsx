import { useSearchParams } from "react-router";
import { AcceptInvitation } from "../admin/AcceptInvitation";
import { Dashboard } from "../admin/Dashboard";
import { LoginCard } from "../admin/LoginCard";
import { CactusLoader } from "../components/ui/CactusLoader";
import { ADMIN_PATH } from "#schema/site/company.ts";
import { routeAt } from "#schema/site/routes.ts";
import * as api from "../lib/api";
import { usePageMeta } from "../lib/page-meta";
import { useSession } from "../lib/session";
import { toast } from "../lib/toast";

const meta = routeAt(ADMIN_PATH).meta;

/**
 * The staff area (ADMIN_PATH, /duckbeck): the login card, or the dashboard once the server says the
 * session is valid; with `?invitation=` from an invitation mail, the page that creates the account.
 */
export default function Admin() {
  usePageMeta(meta);
  const { data, error, mutate } = useSession();
  const [params] = useSearchParams();
  const invitation = params.get("invitation");

  // An invitation mail's link: joining comes before any session.
  if (invitation !== null) return <AcceptInvitation token={invitation} />;

  if (!data && !error) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-sand-100">
        <CactusLoader label="Checking your session..." />
      </main>
    );
  }
  const session = data?.data;
  if (!session?.authenticated) return <LoginCard onSignedIn={() => mutate()} />;

  const { authenticated: _signedIn, ...user } = session;
  return (
    <Dashboard
      user={user}
      onSessionChange={() => mutate()}
      onLogout={async () => {
        try {
          await api.send("POST", api.logout);
        } catch {
          toast({ variant: "destructive", title: "Logout failed", description: "Please try again." });
        }
        await mutate({ data: { authenticated: false } }, { revalidate: false });
      }}
    />
  );
}
