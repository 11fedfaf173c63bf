import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { planStore } from "../lib/plan-store";
import { dismissToast } from "../lib/toast";
import { ContactForm } from "./ContactForm";
import { Toaster } from "./ui/Toaster";

type FetchMock = Mock<typeof fetch>;

let fetchMock: FetchMock;
const originalFetch = globalThis.fetch;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  planStore.clear();
  dismissToast();
});

/** The newest toast: the first item of the Notifications list. */
const notifications = () => screen.getByRole("region", { name: "Notifications" });
const findToast = async () => (await within(notifications()).findAllByRole("listitem"))[0]!;
const queryToast = () => within(notifications()).queryByRole("listitem");

function renderForm() {
  return render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const ok = () => jsonResponse(201, { success: true, message: "Message sent", data: { id: 1 } });

/** A promise whose settlement the test decides. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const fields = () => ({
  name: screen.getByLabelText("Name") as HTMLInputElement,
  email: screen.getByLabelText("Email") as HTMLInputElement,
  phone: screen.getByLabelText(/^Phone/) as HTMLInputElement,
  service: screen.getByLabelText("Service") as HTMLSelectElement,
  message: screen.getByLabelText("Message") as HTMLTextAreaElement,
});

const valid = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "+1 520 555 0100",
  service: "javascript",
  message: "I would like a new web application built.",
};

function fill(values: Partial<typeof valid>) {
  const f = fields();
  for (const [key, value] of Object.entries(values) as [keyof typeof valid, string][]) {
    fireEvent.change(f[key], { target: { value } });
  }
}

const form = () => screen.getByRole("form", { name: "Contact form" });

/** The messages shown on invalid fields, read through each field's aria-describedby. */
function fieldMessages(): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, element] of Object.entries(fields())) {
    if (element.getAttribute("aria-invalid") !== "true") continue;
    const describedBy = element.getAttribute("aria-describedby");
    result[key] = describedBy ? (document.getElementById(describedBy)?.textContent ?? "") : "";
  }
  return result;
}

function requestInit(call = 0): RequestInit {
  const init = fetchMock.mock.calls[call]?.[1];
  if (!init) throw new Error(`fetch call ${call} has no init`);
  return init;
}

function requestBody(call = 0): Record<string, unknown> {
  return JSON.parse(String(requestInit(call).body)) as Record<string, unknown>;
}

describe("ContactForm validation", () => {
  it("shows exactly the four required-field messages on an empty submit and sends nothing", async () => {
    renderForm();
    fireEvent.submit(form());

    await screen.findByText("Name must be at least 2 characters");
    expect(fieldMessages()).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      service: "Please select a service",
      message: "Message must be at least 10 characters",
    });
    expect(form().querySelectorAll("p.text-red-700")).toHaveLength(4);
    expect(fields().phone.getAttribute("aria-invalid")).toBe("false");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryToast()).toBeNull();
  });

  it("revalidates a field on change after a failed submit", async () => {
    renderForm();
    fireEvent.submit(form());
    await screen.findByText("Name must be at least 2 characters");

    fill({ name: "J" });
    // Still too short: the message stays.
    await waitFor(() => expect(fieldMessages().name).toBe("Name must be at least 2 characters"));

    fill({ name: "Jo" });
    await waitFor(() => expect(screen.queryByText("Name must be at least 2 characters")).toBeNull());
    expect(fields().name.getAttribute("aria-invalid")).toBe("false");
    expect(fieldMessages()).toEqual({
      email: "Please enter a valid email address",
      service: "Please select a service",
      message: "Message must be at least 10 characters",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("does not validate on change before the first submit", async () => {
    renderForm();
    fill({ name: "J" });
    // Give react-hook-form a chance to (wrongly) validate.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText("Name must be at least 2 characters")).toBeNull();
  });
});

describe("ContactForm service select", () => {
  it("offers the placeholder and the seven services", () => {
    renderForm();
    const options = within(fields().service).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ["", "Select a service"],
      ["web-design", "Web Design"],
      ["javascript", "JavaScript Development"],
      ["php", "PHP Development"],
      ["nginx", "Nginx Development"],
      ["windows", "Windows Automation"],
      ["consultancy", "Technical Consultancy"],
      ["other", "Other"],
    ]);
    expect(fields().service.value).toBe("");
  });
});

describe("ContactForm submit", () => {
  it("sends the message, shows Sending... while pending, then the thank-you card and toast", async () => {
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);
    renderForm();
    fill(valid);
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    const init = requestInit();
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    const body = requestBody();
    expect(body).toEqual({ ...valid, recaptchaToken: "no_site_key" });
    expect(body).not.toHaveProperty("aiRecommendation");

    // Still pending: no thank-you yet.
    expect(screen.queryByRole("heading", { name: "Thank You!" })).toBeNull();
    pending.resolve(ok());

    const heading = await screen.findByRole("heading", { name: "Thank You!" });
    expect(
      screen.getByText("Your message has been sent successfully. We'll get back to you as soon as possible."),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole("form", { name: "Contact form" })).toBeNull();

    const status = await findToast();
    expect(status.getAttribute("data-variant")).toBe("default");
    expect(within(status).getByText("Message sent!")).toBeTruthy();
    expect(within(status).getByText("We'll get back to you as soon as possible.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("returns to an empty form with Send Another Message", async () => {
    fetchMock.mockResolvedValueOnce(ok());
    renderForm();
    fill(valid);
    fireEvent.submit(form());
    fireEvent.click(await screen.findByRole("button", { name: "Send Another Message" }));

    const f = fields();
    expect([f.name.value, f.email.value, f.phone.value, f.service.value, f.message.value]).toEqual([
      "",
      "",
      "",
      "",
      "",
    ]);
    expect(fieldMessages()).toEqual({});
    expect((screen.getByRole("button", { name: "Send Message" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("keeps everything typed and shows the server's message in a destructive toast on a 500", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, { success: false, message: "Something went wrong on our side." }),
    );
    renderForm();
    fill(valid);
    fireEvent.submit(form());

    const alert = await findToast();
    expect(alert.getAttribute("data-variant")).toBe("destructive");
    expect(within(alert).getByText("Something went wrong!")).toBeTruthy();
    expect(within(alert).getByText("Something went wrong on our side.")).toBeTruthy();

    const f = fields();
    expect({
      name: f.name.value,
      email: f.email.value,
      phone: f.phone.value,
      service: f.service.value,
      message: f.message.value,
    }).toEqual(valid);
    expect(screen.queryByRole("heading", { name: "Thank You!" })).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Send Message" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(fieldMessages()).toEqual({});
  });

  it("puts a 400's field message on its field", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        success: false,
        message: "Please enter a valid email address",
        errors: { email: ["Please enter a valid email address"] },
      }),
    );
    renderForm();
    fill(valid);
    fireEvent.submit(form());

    const alert = await findToast();
    expect(within(alert).getByText("Something went wrong!")).toBeTruthy();
    await waitFor(() => expect(fieldMessages()).toEqual({ email: "Please enter a valid email address" }));
    expect(fields().email.value).toBe(valid.email);
    expect(fields().message.value).toBe(valid.message);
  });

  it("shows a destructive toast and keeps the text when the network fails", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderForm();
    fill(valid);
    fireEvent.submit(form());

    const alert = await findToast();
    expect(alert.getAttribute("data-variant")).toBe("destructive");
    expect(within(alert).getByText("Something went wrong!")).toBeTruthy();
    expect(within(alert).getByText("Failed to fetch")).toBeTruthy();
    const f = fields();
    expect([f.name.value, f.email.value, f.phone.value, f.service.value, f.message.value]).toEqual(
      Object.values(valid),
    );
    expect(screen.queryByRole("heading", { name: "Thank You!" })).toBeNull();
  });
});

describe("ContactForm with a stored AI plan", () => {
  const plan = Array.from({ length: 20 }, (_, i) => `Step ${i + 1}: build and test part ${i + 1} of the site.`).join(
    " ",
  );

  it("prefills the form, previews 200 characters, sends the whole plan and clears the store", async () => {
    expect(plan.length).toBeGreaterThan(200);
    planStore.set(plan);
    fetchMock.mockResolvedValueOnce(ok());
    renderForm();

    const f = fields();
    await waitFor(() => expect(f.message.value).toBe("I'm interested in the AI recommendation I received."));
    expect(f.service.value).toBe("other");

    const status = await findToast();
    expect(within(status).getByText("AI Recommendation Loaded")).toBeTruthy();
    expect(within(status).getByText("Your project plan will be included with your message")).toBeTruthy();

    const box = screen.getByRole("region", { name: "AI Recommendation Attached" });
    expect(within(box).getByRole("heading", { name: "AI Recommendation Attached" })).toBeTruthy();
    const preview = box.querySelector("p");
    expect(preview?.textContent).toBe(`${plan.slice(0, 200)}...`);
    expect(preview?.textContent).toHaveLength(203);

    fill({ name: valid.name, email: valid.email });
    fireEvent.submit(form());
    await screen.findByRole("heading", { name: "Thank You!" });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestBody()).toEqual({
      name: valid.name,
      email: valid.email,
      phone: "",
      service: "other",
      message: "I'm interested in the AI recommendation I received.",
      recaptchaToken: "no_site_key",
      aiRecommendation: plan,
    });
    expect(planStore.get()).toBeNull();
    expect(within(await findToast()).getByText("Message sent!")).toBeTruthy();

    // The next message starts without the plan.
    fireEvent.click(screen.getByRole("button", { name: "Send Another Message" }));
    expect(screen.queryByRole("region", { name: "AI Recommendation Attached" })).toBeNull();
    expect(fields().message.value).toBe("");
  });

  it("keeps the plan in the store when the submit fails", async () => {
    planStore.set(plan);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, { success: false, message: "Something went wrong on our side." }),
    );
    renderForm();
    await waitFor(() => expect(fields().service.value).toBe("other"));
    fill({ name: valid.name, email: valid.email });
    fireEvent.submit(form());

    await findToast();
    expect(requestBody().aiRecommendation).toBe(plan);
    expect(planStore.get()).toBe(plan);
    expect(screen.getByRole("region", { name: "AI Recommendation Attached" })).toBeTruthy();
  });
});
