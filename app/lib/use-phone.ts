import { useSyncExternalStore } from "react";
import { msToNextMinute, phoneAt } from "./business-hours";
import site from "virtual:content/site";

const { business } = site;

/**
 * One shared clock for every place that shows "the" phone number. It is
 * recomputed at each minute boundary while any component shows a number.
 * The pre-rendered HTML carries the main number (the server snapshot); the
 * client switches after hydration without a mismatch.
 */
let current = phoneAt(new Date());
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function update() {
  const next = phoneAt(new Date());
  if (next !== current) {
    current = next;
    listeners.forEach((listener) => listener());
  }
}

function schedule() {
  timer = setTimeout(() => {
    update();
    schedule();
  }, msToNextMinute(Date.now()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    // React reads the snapshot again right after subscribing.
    current = phoneAt(new Date());
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

export function useCurrentPhone() {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => business.phone,
  );
}
