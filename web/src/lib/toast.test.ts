import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, MAX_TOASTS, pauseToasts, resumeToasts, toast, TOAST_DURATION_MS, useToasts } from "./toast";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    resumeToasts();
    dismissToast();
  });
  vi.useRealTimers();
});

const titles = (toasts: readonly { title: string }[]) => toasts.map((item) => item.title);

describe("toast", () => {
  it("shows nothing until a toast is raised", () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);
  });

  it("defaults the variant to 'default' and keeps an explicit one", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Saved", description: "All good" });
      toast({ title: "Failed", variant: "destructive" });
    });
    expect(result.current[1]).toMatchObject({ title: "Saved", description: "All good", variant: "default" });
    expect(result.current[0]).toMatchObject({ title: "Failed", variant: "destructive" });
  });

  it("stacks toasts newest first, each with a fresh id", () => {
    const { result } = renderHook(() => useToasts());
    let first!: ReturnType<typeof toast>;
    let second!: ReturnType<typeof toast>;
    act(() => {
      first = toast({ title: "One" });
      second = toast({ title: "Two" });
    });
    expect(second.id).not.toBe(first.id);
    expect(result.current).toEqual([second, first]);
  });

  it(`keeps at most ${MAX_TOASTS}: the oldest leaves when another arrives`, () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      for (const title of ["1", "2", "3", "4"]) toast({ title });
    });
    expect(titles(result.current)).toEqual(["4", "3", "2"]);
  });

  it("each toast leaves after its own 5000 ms, not at 4999", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
      toast({ title: "Second" });
    });
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(titles(result.current)).toEqual(["Second", "First"]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(titles(result.current)).toEqual(["Second"]);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(titles(result.current)).toEqual(["Second"]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual([]);
  });

  it("keeps a toast for the duration it asks for", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Long", duration: 8000 });
      toast({ title: "Short" });
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(titles(result.current)).toEqual(["Long"]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toEqual([]);
  });

  it("holds every toast while paused and gives each the rest of its time afterwards", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Held" });
    });
    act(() => {
      vi.advanceTimersByTime(4000);
      pauseToasts();
      vi.advanceTimersByTime(60_000);
    });
    expect(titles(result.current)).toEqual(["Held"]);
    act(() => {
      resumeToasts();
      vi.advanceTimersByTime(999);
    });
    expect(titles(result.current)).toEqual(["Held"]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual([]);
  });

  it("dismissToast(id) removes that toast only, and its timer cannot remove another", () => {
    const { result } = renderHook(() => useToasts());
    let old!: ReturnType<typeof toast>;
    act(() => {
      old = toast({ title: "Old" });
    });
    act(() => {
      vi.advanceTimersByTime(1000);
      toast({ title: "New" });
    });
    act(() => dismissToast(old.id));
    expect(titles(result.current)).toEqual(["New"]);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(titles(result.current)).toEqual(["New"]);
  });

  it("dismissToast() with no id removes them all", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "A" });
      toast({ title: "B" });
    });
    act(() => dismissToast());
    expect(result.current).toEqual([]);
  });
});
