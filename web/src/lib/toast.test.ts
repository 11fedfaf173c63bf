import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, TOAST_DURATION_MS, useCurrentToast } from "./toast";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe("toast", () => {
  it("shows nothing until a toast is raised", () => {
    const { result } = renderHook(() => useCurrentToast());
    expect(result.current).toBeNull();
  });

  it("defaults the variant to 'default' and keeps an explicit one", () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => {
      toast({ title: "Saved", description: "All good" });
    });
    expect(result.current).toMatchObject({ title: "Saved", description: "All good", variant: "default" });

    act(() => {
      toast({ title: "Failed", variant: "destructive" });
    });
    expect(result.current).toMatchObject({ title: "Failed", variant: "destructive" });
  });

  it("returns the toast it shows, with a fresh id each time", () => {
    const { result } = renderHook(() => useCurrentToast());
    let first!: ReturnType<typeof toast>;
    let second!: ReturnType<typeof toast>;
    act(() => {
      first = toast({ title: "One" });
    });
    expect(result.current).toBe(first);
    act(() => {
      second = toast({ title: "Two" });
    });
    expect(second.id).not.toBe(first.id);
    expect(result.current).toBe(second);
  });

  it("shows one toast at a time: a second replaces the first", () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => {
      toast({ title: "First" });
    });
    act(() => {
      toast({ title: "Second" });
    });
    expect(result.current?.title).toBe("Second");
  });

  it("disappears after 5000 ms, not at 4999", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const { result } = renderHook(() => useCurrentToast());
    act(() => {
      toast({ title: "Brief" });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current?.title).toBe("Brief");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBeNull();
  });

  it("gives a replacing toast its own full 5000 ms", () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => {
      toast({ title: "First" });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => {
      toast({ title: "Second" });
    });
    // The first toast's timer would have fired here.
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current?.title).toBe("Second");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBeNull();
  });

  it("dismissToast(id) of an old toast leaves a newer one on screen", () => {
    const { result } = renderHook(() => useCurrentToast());
    let old!: ReturnType<typeof toast>;
    act(() => {
      old = toast({ title: "Old" });
    });
    act(() => {
      toast({ title: "New" });
    });
    act(() => dismissToast(old.id));
    expect(result.current?.title).toBe("New");

    // Dismissing the old id must not cancel the new toast's timer either.
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(result.current).toBeNull();
  });

  it("dismissToast(id) of the current toast, or with no id, removes it", () => {
    const { result } = renderHook(() => useCurrentToast());
    let shown!: ReturnType<typeof toast>;
    act(() => {
      shown = toast({ title: "Current" });
    });
    act(() => dismissToast(shown.id));
    expect(result.current).toBeNull();

    act(() => {
      toast({ title: "Another" });
    });
    act(() => dismissToast());
    expect(result.current).toBeNull();
  });
});
