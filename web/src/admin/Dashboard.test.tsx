import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffUser } from "#schema/types.ts";
import { Dashboard } from "./Dashboard";

// The Messages tab fails while rendering as long as `messagesFail` says so; the others are stand-ins.
let messagesFail = true;
vi.mock("./MessagesTab", () => ({
  MessagesTab: () => {
    if (messagesFail) throw new Error("Messages broke");
    return <h2>Messages body</h2>;
  },
}));
vi.mock("./ProjectsTab", () => ({ ProjectsTab: () => <h2>Projects body</h2> }));
vi.mock("./ImagesTab", () => ({ ImagesTab: () => <h2>Images body</h2> }));
vi.mock("./CodeEditorTab", () => ({ CodeEditorTab: () => <h2>Code Editor body</h2> }));
vi.mock("./StaffTab", () => ({ StaffTab: () => <h2>Staff body</h2> }));
vi.mock("./ActivityTab", () => ({ ActivityTab: () => <h2>Activity body</h2> }));
vi.mock("./AccountTab", () => ({ AccountTab: () => <h2>Account body</h2> }));

const owner: StaffUser = {
  id: 1,
  username: "admin",
  email: "admin@saguaro.example",
  role: "owner",
  twoFactor: false,
  twoFactorSetupRequired: false,
};
const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

describe("Dashboard, a tab that fails", () => {
  beforeEach(() => {
    messagesFail = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("shows its message and Reload in its panel, with the header and the other tabs still usable", () => {
    const reload = vi.spyOn(location, "reload").mockImplementation(() => {});
    render(<Dashboard user={owner} onLogout={async () => {}} onSessionChange={async () => {}} />);

    expect(screen.getByRole("alert").textContent).toContain("Something went wrong in this tab.");
    expect(screen.getByRole("heading", { name: "Admin Dashboard" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload the page" }));
    expect(reload).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("tab", { name: "Projects" }));
    expect(screen.getByRole("heading", { name: "Projects body" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is tried anew when staff come back to it", () => {
    render(<Dashboard user={owner} onLogout={async () => {}} onSessionChange={async () => {}} />);
    expect(screen.getByRole("alert")).toBeTruthy();

    messagesFail = false;
    fireEvent.click(screen.getByRole("tab", { name: "Images" }));
    fireEvent.click(screen.getByRole("tab", { name: "Messages" }));
    expect(screen.getByRole("heading", { name: "Messages body" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("Dashboard, by role", () => {
  beforeEach(() => {
    messagesFail = false;
  });

  it("shows an owner every tab, and an editor none of the owners' tabs", () => {
    const { unmount } = render(<Dashboard user={owner} onLogout={async () => {}} onSessionChange={async () => {}} />);
    expect(tabNames()).toEqual(["Messages", "Projects", "Images", "Code Editor", "Staff", "Activity", "Account"]);
    expect(screen.getByText("Signed in as admin · Owner")).toBeTruthy();
    unmount();
    render(
      <Dashboard
        user={{ ...owner, username: "ed", role: "editor" }}
        onLogout={async () => {}}
        onSessionChange={async () => {}}
      />,
    );
    expect(tabNames()).toEqual(["Messages", "Projects", "Images", "Account"]);
    expect(screen.getByText("Signed in as ed · Editor")).toBeTruthy();
  });

  it("opens only Account, and says why, while the studio requires two factors the account lacks", () => {
    render(
      <Dashboard
        user={{ ...owner, twoFactorSetupRequired: true }}
        onLogout={async () => {}}
        onSessionChange={async () => {}}
      />,
    );
    expect(tabNames()).toEqual(["Account"]);
    expect(screen.getByRole("status").textContent).toContain("two-factor sign-in");
    expect(screen.getByRole("heading", { name: "Account body" })).toBeTruthy();
  });
});
