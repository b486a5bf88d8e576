/*
 * The care side of the cost estimate (SPEC §3, §9): the care types, how often and for how long,
 * what a visit costs and how many visits that makes. Pure. `./cost-calculator.ts` does the
 * money.
 */
import { calculatorOptions } from "@/content/calculator";

/** The values of a select's options, in order. */
export const values = <T extends string>(options: readonly { value: T }[]) =>
  options.map((option) => option.value);

export const SERVICE_TYPES = values(calculatorOptions.serviceType);
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_FREQUENCIES = values(calculatorOptions.serviceFrequency);
export type ServiceFrequency = (typeof SERVICE_FREQUENCIES)[number];
export const ESTIMATED_DURATIONS = values(calculatorOptions.estimatedDuration);
export type EstimatedDuration = (typeof ESTIMATED_DURATIONS)[number];

/** Dollars per visit (SPEC §9). */
const COST_PER_VISIT = {
  "skilled-nursing": 150,
  "home-health-aide": 85,
  "physical-therapy": 120,
  "occupational-therapy": 120,
  "speech-therapy": 130,
  "medical-social-services": 100,
  "multiple-services": 180,
} as const satisfies Record<ServiceType, number>;

/** Used for a service type the table does not know (SPEC §9). */
const DEFAULT_COST_PER_VISIT = 150;

const VISITS_PER_WEEK = {
  daily: 7,
  "3x-week": 3,
  "2x-week": 2,
  weekly: 1,
  monthly: 0.25,
} as const satisfies Record<ServiceFrequency, number>;

const WEEKS = {
  "1-week": 1,
  "2-4-weeks": 3,
  "1-2-months": 6,
  "3-6-months": 18,
  "6-months-plus": 26,
} as const satisfies Record<EstimatedDuration, number>;

function has<K extends string>(table: Record<K, number>, key: string): key is K {
  return Object.hasOwn(table, key);
}

/** Dollars per visit for a service type; DEFAULT_COST_PER_VISIT (150) when unknown. */
export function costPerVisitFor(serviceType: string): number {
  return has(COST_PER_VISIT, serviceType) ? COST_PER_VISIT[serviceType] : DEFAULT_COST_PER_VISIT;
}

function lookup<K extends string>(table: Record<K, number>, key: string, what: string): number {
  if (!has(table, key)) throw new RangeError(`Unknown ${what}: ${key}`);
  return table[key];
}

/**
 * visits per week × weeks, counted in quarters of a visit ("once a month" is a quarter of a
 * visit a week), so the count is a whole number. A RangeError for an unknown frequency or
 * duration.
 */
export function quarterVisitsFor(frequency: string, duration: string): number {
  const visitsPerWeek = lookup(VISITS_PER_WEEK, frequency, "service frequency");
  const weeks = lookup(WEEKS, duration, "estimated duration");
  return visitsPerWeek * 4 * weeks;
}
